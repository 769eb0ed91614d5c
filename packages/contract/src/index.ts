// Request and response schemas shared by the server and the web app, one module per API area.
export * from './auth';
export * from './captcha';
export * from './dev-mailbox';
export * from './profile';
