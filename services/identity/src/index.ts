export { startIdentityService, type IdentityServiceOptions, type RunningIdentityService } from './service';
