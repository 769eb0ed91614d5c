import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';

const { apiRequest, refresh, toast } = vi.hoisted(() => ({
  apiRequest: vi.fn(),
  refresh: vi.fn(async () => undefined),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest,
}));
const auth = { user: { id: 'parent-1' }, refresh };
vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => auth }));
vi.mock('sonner', () => ({ toast }));

const { providerReturn, useBillingActions } = await import('./use-billing-actions');

/** An answer the test gives when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderActions() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const setParams = vi.fn();
  return renderHook(
    () => useBillingActions({ subscription: undefined, params: new URLSearchParams(), setParams }),
    { wrapper },
  );
}

const assign = vi.fn();

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('useBillingActions', () => {
  it('names the upgrade under way, and keeps it while the browser leaves for the checkout', async () => {
    const answer = deferred<{ url: string }>();
    apiRequest.mockReturnValueOnce(answer.promise);
    const { result } = renderActions();
    expect(result.current.busy).toBeNull();

    act(() => result.current.upgrade('premium'));
    await waitFor(() => expect(result.current.busy).toBe('upgrade-premium'));
    expect(apiRequest).toHaveBeenCalledWith(
      '/api/billing/create-checkout',
      expect.objectContaining({ method: 'POST', body: { tier: 'premium' } }),
    );

    await act(async () => answer.resolve({ url: 'https://checkout.example/1' }));
    expect(assign).toHaveBeenCalledWith('https://checkout.example/1');
    expect(result.current.busy).toBe('upgrade-premium');
  });

  it('says why an upgrade was refused, and frees the buttons', async () => {
    apiRequest.mockRejectedValueOnce(new ApiError(400, 'That plan is not on sale'));
    const { result } = renderActions();

    act(() => result.current.upgrade('enterprise'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to process upgrade', {
        description: 'That plan is not on sale',
      }),
    );
    expect(result.current.busy).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('hides a server failure behind "Please try again."', async () => {
    apiRequest.mockRejectedValueOnce(new ApiError(502, 'Bad gateway'));
    const { result } = renderActions();

    act(() => result.current.resume());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to resume subscription', {
        description: 'Please try again.',
      }),
    );
    expect(result.current.busy).toBeNull();
  });

  it('shows both outcomes of a direct cancellation, reads the plan again and closes the choice', async () => {
    apiRequest.mockResolvedValueOnce({
      outcome: 'cancelled',
      portalError: 'The billing portal could not be opened.',
      message: 'Your plan ends on 1 March 2027.',
    });
    const reread = deferred<undefined>();
    refresh.mockReturnValueOnce(reread.promise);
    const { result } = renderActions();
    act(() => result.current.setChoosing('cancel'));

    act(() => result.current.cancel(['child-1']));
    // Busy until the plan and the account are read again.
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(result.current.busy).toBe('cancel');
    await act(async () => reread.resolve(undefined));
    await waitFor(() => expect(result.current.busy).toBeNull());

    expect(apiRequest).toHaveBeenCalledWith(
      '/api/billing/customer-portal/cancel',
      expect.objectContaining({ body: { keepChildIds: ['child-1'] } }),
    );
    expect(toast.error).toHaveBeenCalledWith('The billing portal could not be opened.');
    expect(toast.success).toHaveBeenCalledWith('Subscription cancelled', {
      description: 'Your plan ends on 1 March 2027.',
    });
    expect(result.current.choosing).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes on to the portal to cancel, still busy, without reading the plan again', async () => {
    apiRequest.mockResolvedValueOnce({ outcome: 'portal', url: 'https://portal.example/cancel' });
    const { result } = renderActions();

    act(() => result.current.cancel());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://portal.example/cancel'));
    expect(result.current.busy).toBe('cancel');
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('providerReturn', () => {
  it('tells a return from checkout or from the portal, and nothing else', () => {
    expect(providerReturn(new URLSearchParams('checkout=success'))).toBe('checkout');
    expect(providerReturn(new URLSearchParams('portal=done'))).toBe('portal');
    expect(providerReturn(new URLSearchParams('checkout=canceled'))).toBeNull();
    expect(providerReturn(new URLSearchParams())).toBeNull();
  });
});
