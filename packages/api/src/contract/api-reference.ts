// A module of its own, with nothing else in it: the public pages link here, and importing a constant
// from a file of route descriptions would bring their schemas into the sign-in page's JavaScript.

/**
 * Where the server shows the OpenAPI document as a browsable reference for people (a page, not an API
 * route; linked from the public pages' footer). The address ends in a slash, as its relative links need.
 */
export const API_REFERENCE_PATH = '/api/docs/';
