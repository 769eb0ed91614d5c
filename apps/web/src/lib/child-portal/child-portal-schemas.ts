// Split off so that the child portal's schemas load with its first look-up (child-portal-lookups.ts).
export {
  childAccessSchema,
  childHomeSummarySchema,
  childLookupSchema,
  childProgressResponseSchema,
} from '@callready/contract';
