import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCountry, getScenario, type CallAddressCheck, type Scenario } from '@callready/core';
import { usePracticeCall } from './use-practice-call';

vi.mock('../call-api', () => ({
  startCall: vi.fn(() => Promise.resolve({ callId: 'call-1', startedAt: '2026-11-26T10:00:00.000Z' })),
}));

const checker = vi.fn<(answer: string) => Promise<CallAddressCheck | undefined>>();
let hasAddress = true;
vi.mock('./own-address-check', () => ({
  useOwnAddressChecker: () => (hasAddress ? checker : null),
  childHasStoredAddress: () => hasAddress,
}));

afterEach(() => {
  checker.mockReset();
  hasAddress = true;
  window.sessionStorage.clear();
});

const PARTLY: CallAddressCheck = {
  skill: 'partly',
  feedback: 'You said 5 Mill Lane. Great! Now add the town: Leeds.',
  parts: [
    { part: 'number', status: 'right' },
    { part: 'street', status: 'right' },
    { part: 'town', status: 'missing' },
  ],
};

async function atTheAddressQuestion() {
  const hook = renderHook(() =>
    usePracticeCall({
      scenario: getScenario('999', 'house-fire') as Scenario,
      country: getCountry('uk'),
      childAge: 7,
      inviteCode: 'ABCD2345',
      onOperatorLines: vi.fn(),
      onFinished: vi.fn(),
    }),
  );
  await waitFor(() => expect(hook.result.current.call).not.toBeNull());
  act(() => hook.result.current.send({ type: 'start' }));
  act(() => hook.result.current.send({ type: 'answer', text: 'Fire please, my house is on fire' }));
  act(() => hook.result.current.send({ type: 'continue' }));
  expect(hook.result.current.call?.conversation.prompt?.kind).toBe('address');
  return hook;
}

describe('usePracticeCall and the child’s own address (ADR 043)', () => {
  it('waits for the check of an address answer, with no prompt shown meanwhile, then hands it to the engine', async () => {
    let reply: (check: CallAddressCheck) => void = () => undefined;
    checker.mockImplementation(() => new Promise((resolve) => (reply = resolve)));
    const { result } = await atTheAddressQuestion();

    act(() => result.current.send({ type: 'answer', text: '5 Mill Lane' }));
    expect(checker).toHaveBeenCalledWith('5 Mill Lane');
    expect(result.current.call?.conversation.prompt).toBeNull();
    expect(result.current.call?.conversation.stage).toBe('listening');
    // A second answer while the first is checked changes nothing.
    act(() => result.current.send({ type: 'answer', text: 'Leeds' }));
    expect(checker).toHaveBeenCalledTimes(1);

    await act(async () => reply(PARTLY));
    const conversation = result.current.call?.conversation;
    expect(conversation?.stage).toBe('feedback');
    expect(conversation?.currentFeedback).toMatchObject({ stars: 2, praise: PARTLY.feedback });
    expect(conversation?.ownAddress).toEqual({ skill: 'partly', feedback: PARTLY.feedback });
  });

  it("keeps a call of a child with a stored address out of the browser's storage, and others' calls in it", async () => {
    const withAddress = await atTheAddressQuestion();
    checker.mockResolvedValue(PARTLY);
    await act(async () => withAddress.result.current.send({ type: 'answer', text: '5 Mill Lane' }));
    await waitFor(() => expect(withAddress.result.current.call?.conversation.stage).toBe('feedback'));
    expect(window.sessionStorage.length).toBe(0);
    withAddress.unmount();

    hasAddress = false;
    const without = await atTheAddressQuestion();
    act(() => without.result.current.send({ type: 'answer', text: '5 Mill Lane' }));
    expect(JSON.stringify({ ...window.sessionStorage })).toContain('Mill Lane');
  });

  it('goes on as before when the check fails, and checks nothing for a child without an address', async () => {
    checker.mockResolvedValue(undefined);
    const failed = await atTheAddressQuestion();
    await act(async () => failed.result.current.send({ type: 'answer', text: '5 Mill Lane' }));
    await waitFor(() => expect(failed.result.current.call?.conversation.stage).toBe('feedback'));
    expect(failed.result.current.call?.conversation.ownAddress).toBeUndefined();
    failed.unmount();
    window.sessionStorage.clear();

    hasAddress = false;
    checker.mockClear();
    const without = await atTheAddressQuestion();
    act(() => without.result.current.send({ type: 'answer', text: '5 Mill Lane' }));
    expect(checker).not.toHaveBeenCalled();
    expect(without.result.current.call?.conversation.stage).toBe('feedback');
  });
});
