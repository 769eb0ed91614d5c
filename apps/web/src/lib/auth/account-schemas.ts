// The account's response schemas, split off so that they load only when a parent is signed in.
export { meResponseSchema, profileSchema } from '@callready/contract';
