// Split off so that the schema loads only once the server has answered (see capabilities.ts).
export { speechCapabilitiesSchema } from '@callready/contract';
