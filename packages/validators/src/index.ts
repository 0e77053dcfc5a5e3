// The package's public surface, listed by name so nothing is exported by accident.
export { validationMessages } from './messages.ko.js';
export {
  alphanumeric,
  authCode,
  email,
  graphemeLength,
  maxLength,
  maxLength50,
  minLength5,
  mobilePhone,
  noWhitespace,
  password,
  url,
} from './rules.js';
export { loginForm } from './forms/login.js';
export type { LoginForm } from './forms/login.js';
