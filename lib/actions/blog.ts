'use server';
import { blogPostSchema, blogPostUpdateSchema } from '@/lib/validation/schemas';
import { addContentAction, deleteContentAction, updateContentAction } from './content-actions';

export const addBlogPost = addContentAction('post', blogPostSchema);
export const updateBlogPost = updateContentAction('post', blogPostUpdateSchema);
export const deleteBlogPost = deleteContentAction('post');
