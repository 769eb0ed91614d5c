// Pure catalogues and rules shared by the server and the web app.
export * from './countries';
export * from './scenarios';
export * from './plans';
export * from './billing';
export * from './scoring';
export * from './navigation';
export * from './passwords';
export * from './age';
export * from './invite-codes';
export * from './relationships';
export * from './rating';
export * from './conversation';
export * from './dialing';
export * from './reports';
export * from './wording';
export * from './address';
export * from './phones';
