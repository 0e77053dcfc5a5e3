/**
 * The password of every demo account (README), shared by the server's seed and the MSW fixtures so
 * that a story's sign-in and the real one accept the same credentials.
 */
export const DEMO_PASSWORD = 'Demo!2345';
