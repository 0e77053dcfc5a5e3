import { endpoint } from './endpoint.js';
import { userInfo } from './user.js';

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/v1/users/profile',
  summary: "The signed-in user's info.",
  content: userInfo,
});
