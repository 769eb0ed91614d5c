import { describe, expect, it } from 'vitest';
import { ADVICE_LINE_NUMBER_PROBLEM } from '@callready/core';
import type { Child } from '@callready/contract';
import {
  childFormDefaults,
  childFormSchema,
  firstFormProblem,
  toastFromMessage,
  type ChildFormValues,
} from './child-form';

const valid: ChildFormValues = {
  name: 'Maya',
  age: '8',
  relationship: 'mum',
  countryCode: 'uk',
  adviceLineNumber: '',
};

function problems(values: Partial<ChildFormValues>) {
  const result = childFormSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('childFormSchema', () => {
  it('turns the fields into the request the server expects', () => {
    expect(childFormSchema.parse({ ...valid, name: '  Maya  ', age: ' 8 ' })).toEqual({
      name: 'Maya',
      age: 8,
      relationship: 'mum',
      countryCode: 'uk',
      adviceLineNumber: null,
    });
  });

  it('asks for the age when it is left empty (docs/product.md §5)', () => {
    expect(problems({ age: '' })).toEqual(["Age required - Please enter your child's age to continue."]);
    expect(problems({ age: '   ' })).toEqual(["Age required - Please enter your child's age to continue."]);
  });

  it.each(['2', '19', '7.5', '-4', 'eight'])('refuses age %s with the range message', (age) => {
    expect(problems({ age })).toEqual(['Age must be between 3 and 18']);
  });

  it.each(['3', '18'])('accepts the edge age %s', (age) => {
    expect(problems({ age })).toEqual([]);
  });

  it('needs a name, a relationship and a country, with the server’s messages', () => {
    expect(problems({ name: '   ' })).toEqual([
      "Name required - Please enter your child's name to continue.",
    ]);
    expect(problems({ name: 'x'.repeat(51) })).toEqual(['Name must be 50 characters or fewer']);
    expect(problems({ relationship: '' })).toEqual([
      'Relationship required - Please choose how you are related to your child to continue.',
    ]);
    expect(problems({ countryCode: '' })).toEqual([
      "Country required - Please choose your child's country to continue.",
    ]);
  });
});

describe('family doctor or nurse line', () => {
  it('is optional, accepts a phone number and refuses anything else', () => {
    expect(problems({ adviceLineNumber: '' })).toEqual([]);
    expect(childFormSchema.parse({ ...valid, adviceLineNumber: ' (555) 010-4477 ' }).adviceLineNumber).toBe(
      '(555) 010-4477',
    );
    expect(childFormSchema.parse(valid).adviceLineNumber).toBeNull();
    expect(problems({ adviceLineNumber: 'ring mum' })).toEqual([ADVICE_LINE_NUMBER_PROBLEM]);
  });
});

describe('childFormDefaults', () => {
  const child: Child = {
    id: 'c1',
    name: 'Leo',
    age: 11,
    adviceLineNumber: null,
    relationship: 'grandad',
    countryCode: 'nz',
    inviteCode: 'ABCDEFGH',
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it("starts a new child in the parent's country with nothing else filled in", () => {
    expect(childFormDefaults(null, 'au')).toEqual({
      name: '',
      age: '',
      relationship: '',
      countryCode: 'au',
      adviceLineNumber: '',
    });
  });

  it("fills in the child's details for editing", () => {
    expect(childFormDefaults(child, 'uk')).toEqual({
      name: 'Leo',
      age: '11',
      relationship: 'grandad',
      countryCode: 'nz',
      adviceLineNumber: '',
    });
  });

  it('asks again for a relationship saved before today’s list existed', () => {
    expect(childFormDefaults({ ...child, relationship: 'guardian' }, 'uk').relationship).toBe('');
  });
});

describe('firstFormProblem', () => {
  it('reports problems in the order the fields are shown', () => {
    expect(firstFormProblem({ countryCode: { message: 'country' }, age: { message: 'age' } })).toBe('age');
    expect(firstFormProblem({})).toBeNull();
  });
});

describe('toastFromMessage', () => {
  it("splits 'Title - explanation' messages into a title and a description", () => {
    expect(toastFromMessage("Age required - Please enter your child's age to continue.")).toEqual({
      title: 'Age required',
      description: "Please enter your child's age to continue.",
    });
  });

  it('keeps a one-part message as the title', () => {
    expect(toastFromMessage('Age must be between 3 and 18')).toEqual({
      title: 'Age must be between 3 and 18',
    });
  });
});
