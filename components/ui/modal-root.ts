'use client';
// The open modal's <dialog>, where layers opened from inside it (the lightbox) must mount: everything
// outside a modal dialog is inert. Its own module so that the lightbox does not pull in the modal.
import { createContext } from 'react';

export const ModalRootContext = createContext<HTMLDialogElement | null>(null);
