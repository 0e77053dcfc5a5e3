/** The readable cookie that marks a signed-in browser (spec §9). It holds no secret. */
export const USER_COOKIE = 'USER';
/** The httpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'cdmnet_session';
