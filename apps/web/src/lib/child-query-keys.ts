// Keys of the child portal's look-ups in the query cache, apart from the queries themselves so the
// child login page can prime the cache without loading TanStack Query with its first view.
export const childQueryKeys = {
  all: (inviteCode: string) => ['child', inviteCode] as const,
  profile: (inviteCode: string) => ['child', inviteCode, 'profile'] as const,
  progress: (inviteCode: string) => ['child', inviteCode, 'progress'] as const,
  access: (inviteCode: string) => ['child', inviteCode, 'access'] as const,
};
