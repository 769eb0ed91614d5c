// Who a child is to the grown-up adding them (docs/product.md §3), and the invite message a parent copies.
import { normalizeInviteCode } from '../invite-codes';

export const RELATIONSHIP_IDS = [
  'mum',
  'dad',
  'step-mum',
  'step-dad',
  'grandad',
  'nanny',
  'granny',
  'auntie',
  'uncle',
  'carer',
] as const;

export type RelationshipId = (typeof RELATIONSHIP_IDS)[number];

export interface Relationship {
  id: RelationshipId;
  label: string;
}

export const RELATIONSHIPS: readonly Relationship[] = [
  { id: 'mum', label: 'Mum' },
  { id: 'dad', label: 'Dad' },
  { id: 'step-mum', label: 'Step-Mum' },
  { id: 'step-dad', label: 'Step-Dad' },
  { id: 'grandad', label: 'Grandad' },
  { id: 'nanny', label: 'Nanny' },
  { id: 'granny', label: 'Granny' },
  { id: 'auntie', label: 'Auntie' },
  { id: 'uncle', label: 'Uncle' },
  { id: 'carer', label: 'Carer' },
];

export function isRelationshipId(value: unknown): value is RelationshipId {
  return typeof value === 'string' && (RELATIONSHIP_IDS as readonly string[]).includes(value);
}

/** How the child would name the grown-up, e.g. 'your mum'; older stored values are understood too. */
const CHILD_FACING_NAMES: Readonly<Record<string, string>> = {
  mum: 'your mum',
  dad: 'your dad',
  'step-mum': 'your step-mum',
  'step-dad': 'your step-dad',
  grandad: 'your grandad',
  nanny: 'your nanny',
  granny: 'your granny',
  auntie: 'your auntie',
  uncle: 'your uncle',
  carer: 'your carer',
  parent: 'your parent',
  guardian: 'your guardian',
  grandparent: 'your grandparent',
  aunt: 'your aunt',
  teacher: 'your teacher',
};

const UNKNOWN_RELATIONSHIP_NAME = 'a grown-up who cares about you';

export interface InviteMessageInput {
  childName: string;
  relationship: string | null | undefined;
  inviteCode: string;
  /** Absolute address of the child login page. */
  loginUrl: string;
}

/** The text a parent copies and sends to the child, with the login link and the code. */
export function inviteMessage({ childName, relationship, inviteCode, loginUrl }: InviteMessageInput): string {
  const name = childName.trim();
  const greeting = name === '' ? 'Hi there!' : `Hi ${name}!`;
  const key = (relationship ?? '').trim().toLowerCase();
  const who = CHILD_FACING_NAMES[key] ?? UNKNOWN_RELATIONSHIP_NAME;
  const sender = who.charAt(0).toUpperCase() + who.slice(1);
  return [
    greeting,
    `${sender} has set up CallReady for you, so you can practise calling for help in a safe, pretend phone call.`,
    `Go to ${loginUrl} and enter your code: ${normalizeInviteCode(inviteCode)}`,
    'Have fun practising!',
  ].join('\n');
}
