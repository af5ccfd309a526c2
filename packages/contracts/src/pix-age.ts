/* Without zod: the child's profile decides whether to offer the Pix key before any schema loads. */

/** Age from which a child may store its own Pix key from its profile (issue 40). */
export const PIX_KEY_SELF_SERVICE_AGE = 13;
