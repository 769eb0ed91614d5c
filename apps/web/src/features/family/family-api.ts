// The family's one api module (ADR 048): the parent's children (GET/POST /api/children,
// PATCH/DELETE /api/children/:id, its progress and invite code), a child's address and the family's
// phone (/api/children/:id/home, ADR 037) and the account's deletion (POST /api/account/delete).
// Every answer is checked against the shared contract. Reads are queries under the signed-in
// parent's account key, so they are dropped on sign-out; every write refreshes what it changed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHILDREN_PATH,
  childHomePath,
  childHomeResponseSchema,
  childInviteCodePath,
  childPath,
  childResponseSchema,
  childVoicePath,
  deleteAccountResponseSchema,
  deleteChildHistoryResponseSchema,
  type Child,
  type ChildHomeResponse,
  type CreateChildRequest,
  type UpdateChildHomeRequest,
  type UpdateChildRequest,
  type VoiceLearning,
  voiceLearningSchema,
} from '@callready/contract';
import { apiRequest } from '@/lib/api-client';
import { accountQueryKey } from '@/lib/auth/account-query-key';
import { useAuth } from '@/lib/auth/auth-context';
import { refreshChildLookups } from '@/lib/child-portal/child-portal-lookups';
import { clearChildSession, readChildSession, storeChildSession } from '@/lib/child-portal/child-session';
import { childrenQueryKey } from '@/lib/parent-plan/children-list';

const TIMEOUT_MS = 15_000;
const ACCOUNT_DELETE_TIMEOUT_MS = 30_000;

export const ACCOUNT_EXPORT_PATH = '/api/account/export';

// ---- Requests -------------------------------------------------------------------------------

async function createChild(body: CreateChildRequest): Promise<Child> {
  const { child } = await apiRequest(CHILDREN_PATH, {
    method: 'POST',
    body,
    schema: childResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return child;
}

async function updateChild(childId: string, body: UpdateChildRequest): Promise<Child> {
  const { child } = await apiRequest(childPath(childId), {
    method: 'PATCH',
    body,
    schema: childResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return child;
}

/** Deletes the child's saved calls and keeps the child; answers how many calls went. */
async function deleteChildHistory(childId: string): Promise<number> {
  const { deleted } = await apiRequest(`${childPath(childId)}/progress`, {
    method: 'DELETE',
    schema: deleteChildHistoryResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return deleted;
}

async function deleteChild(childId: string): Promise<void> {
  await apiRequest(childPath(childId), { method: 'DELETE', timeoutMs: TIMEOUT_MS });
}

/** The child with a fresh invite code; the old code stops working at once. */
async function regenerateInviteCode(childId: string): Promise<Child> {
  const { child } = await apiRequest(childInviteCodePath(childId), {
    method: 'POST',
    schema: childResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return child;
}

function fetchChildHome(childId: string, signal?: AbortSignal): Promise<ChildHomeResponse> {
  return apiRequest(childHomePath(childId), {
    schema: childHomeResponseSchema,
    signal,
    timeoutMs: TIMEOUT_MS,
  });
}

function updateChildHome(childId: string, body: UpdateChildHomeRequest): Promise<ChildHomeResponse> {
  return apiRequest(childHomePath(childId), {
    method: 'PATCH',
    body,
    schema: childHomeResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
}

async function deleteChildHome(childId: string): Promise<void> {
  await apiRequest(childHomePath(childId), { method: 'DELETE', timeoutMs: TIMEOUT_MS });
}

function deleteAccount(password: string) {
  return apiRequest('/api/account/delete', {
    method: 'POST',
    body: { password },
    schema: deleteAccountResponseSchema,
    timeoutMs: ACCOUNT_DELETE_TIMEOUT_MS,
  });
}

// ---- The children -----------------------------------------------------------------------------

/** The parent's children, their plan and their stats (shared with billing, lib/parent-plan). */
export { useChildrenList as useChildren } from '@/lib/parent-plan/children-list';

function useRefreshChildren() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return () =>
    user ? queryClient.invalidateQueries({ queryKey: childrenQueryKey(user.id) }) : Promise.resolve();
}

/** Keeps a parent's preview in step with the child it shows (new name, new code). */
function refreshStoredPreview(child: Child) {
  const stored = readChildSession();
  if (!stored || stored.child.id !== child.id || !child.inviteCode) return;
  storeChildSession(child.inviteCode, {
    id: child.id,
    name: child.name,
    age: child.age,
    countryCode: child.countryCode,
    operatorVoice: child.operatorVoice,
  });
}

export function useCreateChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (body: CreateChildRequest) => createChild(body),
    onSettled: refresh,
  });
}

export function useUpdateChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: ({ childId, body }: { childId: string; body: UpdateChildRequest }) =>
      updateChild(childId, body),
    onSuccess: refreshStoredPreview,
    onSettled: refresh,
  });
}

export function useRegenerateInviteCode() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (childId: string) => regenerateInviteCode(childId),
    onSuccess: refreshStoredPreview,
    onSettled: refresh,
  });
}

export function useDeleteChildHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) => deleteChildHistory(childId),
    // Stats on the dashboard, the child's reports and a preview of the child's pages all change.
    onSettled: () => {
      refreshChildLookups();
      return queryClient.invalidateQueries();
    },
  });
}

export function useDeleteChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (childId: string) => deleteChild(childId),
    // A removed child's code no longer works, so a preview of them ends too.
    onSuccess: (_result, childId) => {
      if (readChildSession()?.child.id === childId) clearChildSession();
    },
    onSettled: refresh,
  });
}

// ---- A child's address and phone ------------------------------------------------------------

function useChildHomeKey(childId: string) {
  const { user } = useAuth();
  return accountQueryKey(user?.id ?? '', 'child-home', childId);
}

export function useChildHome(childId: string | null) {
  const key = useChildHomeKey(childId ?? '');
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchChildHome(childId ?? '', signal),
    enabled: childId !== null,
  });
}

export function useSaveChildHome(childId: string) {
  const queryClient = useQueryClient();
  const key = useChildHomeKey(childId);
  // The child's card says whether an address is stored.
  const refreshChildren = useRefreshChildren();
  return useMutation({
    mutationFn: (body: UpdateChildHomeRequest) => updateChildHome(childId, body),
    onSuccess: (saved: ChildHomeResponse) => {
      queryClient.setQueryData(key, saved);
      void refreshChildren();
    },
  });
}

export function useRemoveChildHome(childId: string) {
  const queryClient = useQueryClient();
  const key = useChildHomeKey(childId);
  const refreshChildren = useRefreshChildren();
  return useMutation({
    mutationFn: () => deleteChildHome(childId),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshChildren()]),
  });
}

// ---- The account ----------------------------------------------------------------------------

/** Deletes the parent's account with everything in it; a preview of a child ends with it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => deleteAccount(password),
    onSuccess: () => clearChildSession(),
  });
}

// ---- A child's learnt voice (ADR 056) ---------------------------------------------------------

function fetchChildVoice(childId: string, signal?: AbortSignal): Promise<VoiceLearning> {
  return apiRequest(childVoicePath(childId), { schema: voiceLearningSchema, signal, timeoutMs: TIMEOUT_MS });
}

function useChildVoiceKey(childId: string) {
  const { user } = useAuth();
  return accountQueryKey(user?.id ?? '', 'child-voice', childId);
}

/** How far CallReady has learnt the child's voice from voice practice. */
export function useChildVoice(childId: string) {
  return useQuery({
    queryKey: useChildVoiceKey(childId),
    queryFn: ({ signal }) => fetchChildVoice(childId, signal),
  });
}

/** Forgets the child's voice: the sentences kept and what was learnt from them. */
export function useForgetChildVoice(childId: string) {
  const queryClient = useQueryClient();
  const key = useChildVoiceKey(childId);
  return useMutation({
    mutationFn: () => apiRequest(childVoicePath(childId), { method: 'DELETE', timeoutMs: TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
