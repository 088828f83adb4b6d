import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lockFile, repoRoot } from './paths';

export interface AppFunctionProps {
  /** Absolute path of a TypeScript file exporting `handler`. */
  readonly entry: string;
  readonly environment?: Record<string, string>;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly description?: string;
}

// ESM output has no `require`; some CommonJS dependencies inside the bundle still call it.
const esmRequireBanner =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** The one way this app builds a Lambda: Node.js 22 on ARM64, bundled locally by esbuild. */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH });
    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(15),
      logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        forceDockerBundling: false,
        // Bundle the AWS SDK v3 too: the runtime's copy is not pinned to our lock file.
        externalModules: [],
        minify: true,
        sourceMap: true,
        format: OutputFormat.ESM,
        banner: esmRequireBanner,
        mainFields: ['module', 'main'],
      },
    });
  }
}
