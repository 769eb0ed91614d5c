// Request and response schemas shared by the server and the web app, one module per API area.
export * from './account';
export * from './api-errors';
export * from './admin';
export * from './auth';
export * from './call-transcripts';
export * from './billing';
export * from './captcha';
export * from './child-portal';
export * from './children';
export * from './home-details';
export * from './dev-mailbox';
export * from './live-chat';
export * from './profile';
// The free plan's status is a plain value (no zod), beside profile.ts's schema of it.
export { FREE_SUBSCRIPTION } from './account-values';
export * from './progress';
export * from './reports';
export * from './speech';
export * from './text';
