'use server';
import { tutorialSchema, tutorialUpdateSchema } from '@/lib/validation/schemas';
import { addEntryAction, deleteEntryAction, updateEntryAction } from './entry-actions';

export const addTutorial = addEntryAction('tutorial', tutorialSchema);
export const updateTutorial = updateEntryAction('tutorial', tutorialUpdateSchema);
export const deleteTutorial = deleteEntryAction('tutorial');
