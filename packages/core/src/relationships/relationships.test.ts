import { describe, expect, it } from 'vitest';
import { RELATIONSHIPS, RELATIONSHIP_IDS, inviteMessage, isRelationshipId } from './relationships';

describe('RELATIONSHIPS', () => {
  it('offers the spec options in order with display labels', () => {
    expect(RELATIONSHIPS.map((relationship) => [relationship.id, relationship.label])).toEqual([
      ['mum', 'Mum'],
      ['dad', 'Dad'],
      ['step-mum', 'Step-Mum'],
      ['step-dad', 'Step-Dad'],
      ['grandad', 'Grandad'],
      ['nanny', 'Nanny'],
      ['granny', 'Granny'],
      ['auntie', 'Auntie'],
      ['uncle', 'Uncle'],
      ['carer', 'Carer'],
    ]);
    expect(RELATIONSHIP_IDS).toEqual(RELATIONSHIPS.map((relationship) => relationship.id));
  });

  it('recognises only the offered ids', () => {
    expect(isRelationshipId('step-dad')).toBe(true);
    expect(isRelationshipId('teacher')).toBe(false);
    expect(isRelationshipId('Mum')).toBe(false);
    expect(isRelationshipId(null)).toBe(false);
  });
});

describe('inviteMessage', () => {
  const base = {
    childName: 'Ava',
    inviteCode: 'ABCD2345',
    loginUrl: 'https://callready.example/child-login',
  };

  it('greets the child and includes the login link and the code', () => {
    const message = inviteMessage({ ...base, relationship: 'mum' });
    expect(message).toBe(
      [
        'Hi Ava!',
        'Your mum has set up CallReady for you, so you can practise calling for help in a safe, pretend phone call.',
        'Go to https://callready.example/child-login and enter your code: ABCD2345',
        'Have fun practising!',
      ].join('\n'),
    );
  });

  it.each([
    ['dad', 'Your dad'],
    ['step-mum', 'Your step-mum'],
    ['step-dad', 'Your step-dad'],
    ['grandad', 'Your grandad'],
    ['nanny', 'Your nanny'],
    ['granny', 'Your granny'],
    ['auntie', 'Your auntie'],
    ['uncle', 'Your uncle'],
    ['carer', 'Your carer'],
    ['parent', 'Your parent'],
    ['guardian', 'Your guardian'],
    ['grandparent', 'Your grandparent'],
    ['aunt', 'Your aunt'],
    ['teacher', 'Your teacher'],
    [' Grandad ', 'Your grandad'],
  ])('names %j as %s', (relationship, sender) => {
    expect(inviteMessage({ ...base, relationship })).toContain(`\n${sender} has set up CallReady for you`);
  });

  it('falls back to a kind general phrase for an unknown or missing relationship', () => {
    for (const relationship of ['neighbour', '', null, undefined]) {
      expect(inviteMessage({ ...base, relationship })).toContain(
        '\nA grown-up who cares about you has set up CallReady for you',
      );
    }
  });

  it('greets without a name when none is given', () => {
    expect(inviteMessage({ ...base, childName: '  ', relationship: 'dad' }).startsWith('Hi there!\n')).toBe(
      true,
    );
  });

  it('shows the code as the child must type it', () => {
    expect(inviteMessage({ ...base, inviteCode: ' abcd2345 ', relationship: 'dad' })).toContain(
      'enter your code: ABCD2345',
    );
  });
});
