'use client';
// The signed-in member's back-office role, handed by the layout to every client screen, so each shows only
// what the role may use (the menu, the publication choices, the bulk actions). The server checks every action
// again (lib/actions/admin-action.ts): this only keeps buttons that would be refused off the screen.
import { createContext, useContext, type ReactNode } from 'react';
import { can, type Area, type Role } from '@/lib/auth/roles';

const RoleContext = createContext<Role>('admin');

export function RoleProvider({ role, children }: { role: Role; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export const useRole = (): Role => useContext(RoleContext);

/** Whether the signed-in member's role may use `area`. */
export const useCan = (area: Area): boolean => can(useRole(), area);
