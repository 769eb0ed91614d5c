import { describe, expect, it } from 'vitest';
import { SCENARIO_PROGRESS_KEY } from '@/lib/child-portal/child-session';
import {
  clearStoredCall,
  readStoredCall,
  writeStoredCall,
  type KeyValueStorage,
  type StoredCall,
} from './stored-call';
import { newCall, playWithModelAnswers } from '@/test/practice-calls';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const owner = { inviteCode: 'ABCD2345', scenarioType: '999', scenarioId: 'house-fire' } as const;

function callInProgress(): StoredCall {
  return {
    callId: 'call-1',
    inviteCode: 'ABCD2345',
    conversation: playWithModelAnswers(newCall(), 'feedback'),
  };
}

describe('stored call', () => {
  it('survives a reload: what is written is read back for the same child and scenario', () => {
    const storage = memoryStorage();
    const call = callInProgress();
    writeStoredCall(storage, call);
    expect(storage.data.has(SCENARIO_PROGRESS_KEY)).toBe(true);
    expect(readStoredCall(storage, owner)).toEqual(call);
  });

  it('keeps the call id so the save can be matched to the call', () => {
    const storage = memoryStorage();
    writeStoredCall(storage, { ...callInProgress(), callId: 'f1b2c3' });
    expect(readStoredCall(storage, owner)?.callId).toBe('f1b2c3');
  });

  it('starts another scenario, or another child, fresh', () => {
    const storage = memoryStorage();
    writeStoredCall(storage, callInProgress());
    expect(readStoredCall(storage, { ...owner, scenarioId: 'robbery' })).toBeNull();
    expect(readStoredCall(storage, { ...owner, scenarioType: '111', scenarioId: 'fever-child' })).toBeNull();
    expect(readStoredCall(storage, { ...owner, inviteCode: 'ZZZZ2345' })).toBeNull();
  });

  it('discards damaged, edited or finished copies', () => {
    const storage = memoryStorage();
    storage.setItem(SCENARIO_PROGRESS_KEY, '{not json');
    expect(readStoredCall(storage, owner)).toBeNull();

    const edited = {
      ...callInProgress(),
      conversation: { ...callInProgress().conversation, stage: 'dancing' },
    };
    storage.setItem(SCENARIO_PROGRESS_KEY, JSON.stringify(edited));
    expect(readStoredCall(storage, owner)).toBeNull();

    storage.setItem(SCENARIO_PROGRESS_KEY, JSON.stringify({ ...callInProgress(), callId: '' }));
    expect(readStoredCall(storage, owner)).toBeNull();

    writeStoredCall(storage, { ...callInProgress(), conversation: playWithModelAnswers() });
    expect(readStoredCall(storage, owner)).toBeNull();
  });

  it('keeps a call that has not been dialled yet, so a reload returns to the keypad with the same call id', () => {
    const storage = memoryStorage();
    writeStoredCall(storage, { callId: 'call-2', inviteCode: 'ABCD2345', conversation: newCall() });
    expect(readStoredCall(storage, owner)?.conversation.stage).toBe('ready');
  });

  it('clears the stored progress', () => {
    const storage = memoryStorage();
    writeStoredCall(storage, callInProgress());
    clearStoredCall(storage);
    expect(readStoredCall(storage, owner)).toBeNull();
  });

  it('treats blocked storage as empty instead of failing', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredCall(blocked, owner)).toBeNull();
    expect(() => writeStoredCall(blocked, callInProgress())).not.toThrow();
    expect(() => clearStoredCall(blocked)).not.toThrow();
  });
});
