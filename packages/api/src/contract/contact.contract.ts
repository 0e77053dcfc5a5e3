import { recordIdParams } from './ids.js';
import { z } from 'zod/mini';
import { contactForm, contactMessage } from './contact.js';
import { endpoint } from './endpoint.js';

export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/api/v1/contact',
  summary: 'A visitor writes to the platform team (/contactus); limited per requesting address.',
  auth: 'public',
  body: contactForm,
  content: z.null(),
});

export const listContactMessages = endpoint({
  roles: ['MASTER'],
  method: 'GET',
  path: '/api/v1/master/contacts',
  summary: "The contact form's messages, newest first (platform admins only).",
  content: z.array(contactMessage),
});

export const markContactHandled = endpoint({
  roles: ['MASTER'],
  method: 'PUT',
  path: '/api/v1/master/contacts/:id/handled',
  summary: 'Mark a contact message as handled (platform admins only).',
  params: recordIdParams,
  content: contactMessage,
});
