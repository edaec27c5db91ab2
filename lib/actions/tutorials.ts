'use server';
import { tutorialSchema, tutorialUpdateSchema } from '@/lib/validation/schemas';
import { addContentAction, deleteContentAction, updateContentAction } from './content-actions';

export const addTutorial = addContentAction('tutorial', tutorialSchema);
export const updateTutorial = updateContentAction('tutorial', tutorialUpdateSchema);
export const deleteTutorial = deleteContentAction('tutorial');
