// The Supabase storage provider deletes only files of this project's own buckets.
import { describe, expect, it } from 'vitest';
import { ownObject } from '@/lib/storage/supabase';

const PROJECT = 'https://abcd1234.supabase.co';
const url = (path: string, origin = PROJECT) => `${origin}/storage/v1/object/public/${path}`;

describe('ownObject', () => {
  it('accepts a file of one of the app buckets in this project', () => {
    expect(ownObject(url('project-images/m1x2-0a1b2c3d4e5f6a7b.jpg'), PROJECT)).toEqual({
      bucket: 'project-images',
      name: 'm1x2-0a1b2c3d4e5f6a7b.jpg',
    });
    expect(ownObject(url('blog-images/a.webp'), `${PROJECT}/`)).toEqual({ bucket: 'blog-images', name: 'a.webp' });
  });

  it('refuses other projects, other buckets, nested or climbing paths and odd URLs', () => {
    for (const foreign of [
      url('project-images/a.jpg', 'https://other5678.supabase.co'),
      url('project-images/a.jpg', 'http://abcd1234.supabase.co'),
      url('private-bucket/a.jpg'),
      url('avatars/a.jpg'),
      url('project-images/nested/a.jpg'),
      url('project-images/%2e%2e%2fsecret.jpg'),
      url('project-images/..'),
      url('project-images/a.jpg?x=1'),
      `${PROJECT}/storage/v1/object/sign/project-images/a.jpg`,
      `${PROJECT}/storage/v1/object/public/project-images/`,
      '/storage/project-images/a.jpg',
      'not a url',
    ]) {
      expect(ownObject(foreign, PROJECT), foreign).toBeNull();
    }
  });
});
