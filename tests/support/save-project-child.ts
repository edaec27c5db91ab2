// Child process for tests/killed-save.test.ts: saves a project through the app's own data layer
// (one transaction), so the test can kill this process while the transaction is under way.
import { updateProject } from '@/lib/data/project-admin';
import { projectInput } from './builders';

const [id] = process.argv.slice(2);
const fields = projectInput('version-interrompue', { title: 'Version interrompue', description: 'Jamais enregistrée' });
await updateProject(id!, fields, [{ url: '/storage/project-images/nouvelle.png', altText: null }]);
console.log('saved');
process.exit(0);
