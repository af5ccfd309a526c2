export { DEMO_CREDENTIALS, seedDemoFamily } from './demo-family';
