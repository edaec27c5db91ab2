'use server';
import { blogPostSchema, blogPostUpdateSchema } from '@/lib/validation/schemas';
import { addEntryAction, deleteEntryAction, updateEntryAction } from './entry-actions';

export const addBlogPost = addEntryAction('post', blogPostSchema);
export const updateBlogPost = updateEntryAction('post', blogPostUpdateSchema);
export const deleteBlogPost = deleteEntryAction('post');
