import { z } from 'zod';
import { loginForm } from '@cdmnet/validators';
import { endpoint } from './endpoint.js';

export const login = endpoint({
  method: 'POST',
  path: '/api/v1/account/login',
  summary: 'Sign in with email and password; sets the session and USER cookies.',
  auth: 'public',
  body: loginForm,
  content: z.null(),
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/v1/account/logout',
  summary: 'End the current session; clears the session and USER cookies.',
  auth: 'public',
  content: z.null(),
});
