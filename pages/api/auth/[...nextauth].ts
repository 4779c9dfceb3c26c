export { authRoute as default } from '@/lib/auth';
