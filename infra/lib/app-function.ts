import { Duration, Validations } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing, type ParamsAndSecretsLayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { copyCommands, type BundledFiles } from './bundled-files';
import { lambdaBundling, lambdaEsbuildArgs } from './lambda-bundling';
import { lockFile, repoRoot } from './paths';

export interface AppFunctionProps {
  /** Absolute path of a TypeScript file exporting `handler`. */
  readonly entry: string;
  readonly environment?: Record<string, string>;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly description?: string;
  /** Concurrent executions kept for (and capped to) this function; none when undefined or 0. */
  readonly reservedConcurrency?: number;
  /** `--enable-source-maps` and bundled maps: for debugging only, never the production default. */
  readonly sourceMaps?: boolean;
  /** Asynchronous invocations that still fail after Lambda's retries go here (jobs). */
  readonly deadLetterQueue?: IQueue;
  /** The Parameters and Secrets extension layer: secrets read at run time over local HTTP. */
  readonly paramsAndSecrets?: ParamsAndSecretsLayerVersion;
  /** Data files the code reads beside its bundle (the invoices' fonts): copied after esbuild. */
  readonly files?: BundledFiles;
  /** Why the role's `Resource: *` statements are needed (X-Ray's, by default). */
  readonly anyResourceReason?: string;
}

/**
 * The one way this app builds a Lambda: Node.js 22 on ARM64, bundled locally by esbuild, X-Ray
 * tracing (the default sampling: the first request each second and 5 % of the others).
 */
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
      tracing: Tracing.ACTIVE,
      reservedConcurrentExecutions: props.reservedConcurrency || undefined,
      deadLetterQueue: props.deadLetterQueue,
      paramsAndSecrets: props.paramsAndSecrets,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      // Source maps make every stack trace slow to build; production runs without them.
      environment: { ...(props.sourceMaps ? { NODE_OPTIONS: '--enable-source-maps' } : {}), ...props.environment },
      bundling: {
        forceDockerBundling: false,
        // Bundle the AWS SDK v3 too: the runtime's copy is not pinned to our lock file.
        externalModules: [],
        minify: true,
        sourceMap: props.sourceMaps ?? false,
        format: OutputFormat.ESM,
        banner: lambdaBundling.banner,
        mainFields: [...lambdaBundling.mainFields],
        esbuildArgs: lambdaEsbuildArgs,
        commandHooks: props.files ? afterBundling(props.files) : undefined,
      },
    });
    acknowledgeRuntimeChecks(this, props.anyResourceReason ?? XRAY_ONLY);
  }
}

function afterBundling(files: BundledFiles): ICommandHooks {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => copyCommands(files, inputDir, outputDir),
  };
}

const XRAY_ONLY = 'X-Ray tracing: xray:PutTraceSegments and PutTelemetryRecords take no resource ARN.';

function acknowledgeRuntimeChecks(fn: NodejsFunction, anyResourceReason: string): void {
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'Node.js 22 is the runtime the design card pins (shared code and tests run on it); moved deliberately, not by the latest-runtime rule.',
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'The AWS managed basic execution role only lets the function write its own CloudWatch logs.',
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: anyResourceReason,
  });
}
