export { startGitWorkerService, type GitWorkerServiceOptions, type RunningGitWorkerService } from './service';
