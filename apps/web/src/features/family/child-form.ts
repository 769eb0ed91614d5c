// The add / edit child form (docs/product.md §5 "Add child"): the same rules and messages as the server, so a
// parent sees a problem before anything is sent.
import {
  CHILD_AGE_REQUIRED_MESSAGE,
  CHILD_COUNTRY_REQUIRED_MESSAGE,
  CHILD_NAME_MAX_LENGTH,
  CHILD_NAME_REQUIRED_MESSAGE,
  CHILD_NAME_TOO_LONG_MESSAGE,
  CHILD_RELATIONSHIP_REQUIRED_MESSAGE,
  type Child,
} from '@callready/contract';
import {
  ADVICE_LINE_NUMBER_PROBLEM,
  CHILD_AGE_RANGE_MESSAGE,
  COUNTRY_IDS,
  RELATIONSHIP_IDS,
  isCountryId,
  isRelationshipId,
  isValidChildAge,
  parseAdviceLineNumber,
  type CountryId,
} from '@callready/core';
import { z } from 'zod';

const WHOLE_NUMBER = /^\d+$/;

export const childFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: CHILD_NAME_REQUIRED_MESSAGE })
    .max(CHILD_NAME_MAX_LENGTH, { error: CHILD_NAME_TOO_LONG_MESSAGE }),
  // The number input hands over text: empty means "not given", anything else must be a whole 3–18
  // (the input's range; the placeholder shows the 5–16 the product is made for).
  age: z
    .string()
    .trim()
    .min(1, { error: CHILD_AGE_REQUIRED_MESSAGE, abort: true })
    .refine((value) => WHOLE_NUMBER.test(value) && isValidChildAge(Number(value)), {
      error: CHILD_AGE_RANGE_MESSAGE,
    })
    .transform(Number),
  relationship: z.string().pipe(z.enum(RELATIONSHIP_IDS, { error: CHILD_RELATIONSHIP_REQUIRED_MESSAGE })),
  countryCode: z.string().pipe(z.enum(COUNTRY_IDS, { error: CHILD_COUNTRY_REQUIRED_MESSAGE })),
  // Optional: the family's doctor or nurse-line number; empty sends null and clears it.
  adviceLineNumber: z.string().transform((value, context) => {
    const parsed = parseAdviceLineNumber(value);
    if (parsed === undefined) {
      context.addIssue({ code: 'custom', message: ADVICE_LINE_NUMBER_PROBLEM });
      return z.NEVER;
    }
    return parsed;
  }),
});

/** What the fields hold while the parent types. */
export type ChildFormValues = z.input<typeof childFormSchema>;
/** What is sent to POST /api/children or PATCH /api/children/:id. */
export type ChildFormResult = z.output<typeof childFormSchema>;

export const CHILD_FORM_FIELDS = ['name', 'age', 'relationship', 'countryCode', 'adviceLineNumber'] as const;
export type ChildFormField = (typeof CHILD_FORM_FIELDS)[number];

/** Empty for a new child (in the parent's own country); the child's details when editing. */
export function childFormDefaults(child: Child | null, parentCountry: CountryId): ChildFormValues {
  if (!child)
    return { name: '', age: '', relationship: '', countryCode: parentCountry, adviceLineNumber: '' };
  return {
    name: child.name,
    age: String(child.age),
    relationship: isRelationshipId(child.relationship) ? child.relationship : '',
    countryCode: isCountryId(child.countryCode) ? child.countryCode : parentCountry,
    adviceLineNumber: child.adviceLineNumber ?? '',
  };
}

/** The problem to announce first when the form is refused: the first field, in form order, that has one. */
export function firstFormProblem(
  errors: Partial<Record<ChildFormField, { message?: string } | undefined>>,
): string | null {
  for (const field of CHILD_FORM_FIELDS) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return null;
}

/**
 * A toast for one message. Messages written 'Title - explanation' (docs/product.md §5: 'Age required - Please
 * enter your child's age to continue.') are shown as a title with a description.
 */
export function toastFromMessage(message: string): { title: string; description?: string } {
  const separator = message.indexOf(' - ');
  if (separator === -1) return { title: message };
  return { title: message.slice(0, separator), description: message.slice(separator + 3) };
}

/** `/parent-dashboard?add-child=1` opens Add Child: where the parent returns after paying for more places. */
export const ADD_CHILD_PARAM = 'add-child';
