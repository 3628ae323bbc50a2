export { AuthProvider, type AuthProviderProps, type UseAuthValue, useAuth } from './auth-context.tsx';
