import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import {
  passwordModification,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  profileModification,
  termsModification,
} from './profile.js';
import { userInfo } from './user.js';

// The signed-in user's own profile (spec §7 "Users"). Every change answers the updated user info, so
// the screens show what was stored.

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/v1/users/profile',
  summary: "The signed-in user's info.",
  content: userInfo,
});

export const modifyProfile = endpoint({
  method: 'POST',
  path: '/api/v1/users/modify',
  summary:
    'Change name, phone (with the verified token of the new number), expert area and division, and description.',
  body: profileModification,
  content: userInfo,
});

export const modifyPassword = endpoint({
  method: 'POST',
  path: '/api/v1/users/modify/password',
  summary: "Change the password, given the current one; ends the user's other sessions.",
  body: passwordModification,
  content: z.null(),
});

export const modifyTerms = endpoint({
  method: 'POST',
  path: '/api/v1/users/modify/terms',
  summary: 'Change the optional agreements (third-party sharing, marketing); required ones stay agreed.',
  body: termsModification,
  content: userInfo,
});

export const uploadProfilePhoto = endpoint({
  upload: {
    field: 'files',
    maxFiles: 1,
    maxBytesPerFile: PROFILE_PHOTO_MAX_BYTES,
    types: PROFILE_PHOTO_TYPES,
  },
  method: 'POST',
  path: '/api/v1/users/modify/photo',
  summary: 'Replace the profile photo (multipart, one PNG, JPEG or WebP file of at most 2 MB under `files`).',
  // No text fields: the photo travels as the multipart file.
  body: z.optional(z.object({})),
  content: userInfo,
});

export const deleteProfilePhoto = endpoint({
  method: 'DELETE',
  path: '/api/v1/users/modify/photo',
  summary: 'Remove the profile photo; the placeholder shows instead.',
  content: userInfo,
});
