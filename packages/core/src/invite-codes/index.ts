export * from './invite-codes';
