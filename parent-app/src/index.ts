// Async boundary: shared singletons are negotiated before react & co. are evaluated.
void import('./bootstrap');
