'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { Role } from '@/lib/data/types';
import { IconSearch } from './icons';
import { Spinner, inputClass } from './ui';

export type RoleFilter = '' | Role;

/**
 * Search by e-mail (debounced) and role filter. Both live in the URL (?q=…&role=…), read on the
 * server; the latest values are kept in a ref so a pending debounced search never brings back an
 * older role.
 */
export function UsersFilter({ q, role }: { q: string; role: RoleFilter }) {
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState(q);
  const [roleFilter, setRoleFilter] = useState<RoleFilter>(role);
  const [filtering, startFiltering] = useTransition();
  const latest = useRef({ q: search, role });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const applyFilter = () => {
    clearTimeout(timer.current ?? undefined);
    const params = new URLSearchParams();
    const { q: nq, role: nr } = latest.current;
    if (nq.trim()) params.set('q', nq.trim());
    if (nr) params.set('role', nr);
    const query = params.toString();
    startFiltering(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="search">
      <div className="relative min-w-56 flex-1">
        <label htmlFor="users-search" className="sr-only">
          Rechercher un utilisateur par e-mail
        </label>
        <IconSearch className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
        <input
          id="users-search"
          type="search"
          className={`${inputClass} pl-9`}
          placeholder="Rechercher..."
          value={search}
          onChange={(e) => {
            const value = e.target.value;
            setSearch(value);
            latest.current.q = value;
            clearTimeout(timer.current ?? undefined);
            timer.current = setTimeout(applyFilter, 300);
          }}
        />
      </div>
      <div>
        <label htmlFor="users-role" className="sr-only">
          Filtrer par rôle
        </label>
        <select
          id="users-role"
          className={inputClass}
          value={roleFilter}
          onChange={(e) => {
            const next = e.target.value as RoleFilter;
            setRoleFilter(next);
            latest.current.role = next;
            applyFilter();
          }}
        >
          <option value="">Tous les rôles</option>
          <option value="admin">Administrateurs</option>
          <option value="user">Utilisateurs</option>
        </select>
      </div>
      {filtering && (
        <span role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Recherche…
        </span>
      )}
    </div>
  );
}
