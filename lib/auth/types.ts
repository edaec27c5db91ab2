import type { Role } from '@/lib/data/types';

export type SessionUser = { id: string; email: string; role: Role; isActive: boolean; isAdmin: boolean };
