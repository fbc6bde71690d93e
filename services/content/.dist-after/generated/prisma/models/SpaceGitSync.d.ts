import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model SpaceGitSync
 *
 */
export type SpaceGitSyncModel = runtime.Types.Result.DefaultSelection<Prisma.$SpaceGitSyncPayload>;
export type AggregateSpaceGitSync = {
    _count: SpaceGitSyncCountAggregateOutputType | null;
    _min: SpaceGitSyncMinAggregateOutputType | null;
    _max: SpaceGitSyncMaxAggregateOutputType | null;
};
export type SpaceGitSyncMinAggregateOutputType = {
    spaceId: string | null;
    provider: $Enums.GitSyncProvider | null;
    installationProvider: $Enums.GitSyncProvider | null;
    url: string | null;
    repoName: string | null;
    integration: string | null;
    updatedAt: Date | null;
    lastTimestamp: Date | null;
    lastCommitOid: string | null;
    lastOperationId: string | null;
};
export type SpaceGitSyncMaxAggregateOutputType = {
    spaceId: string | null;
    provider: $Enums.GitSyncProvider | null;
    installationProvider: $Enums.GitSyncProvider | null;
    url: string | null;
    repoName: string | null;
    integration: string | null;
    updatedAt: Date | null;
    lastTimestamp: Date | null;
    lastCommitOid: string | null;
    lastOperationId: string | null;
};
export type SpaceGitSyncCountAggregateOutputType = {
    spaceId: number;
    provider: number;
    installationProvider: number;
    url: number;
    repoName: number;
    integration: number;
    updatedAt: number;
    lastTimestamp: number;
    lastCommitOid: number;
    lastOperationId: number;
    _all: number;
};
export type SpaceGitSyncMinAggregateInputType = {
    spaceId?: true;
    provider?: true;
    installationProvider?: true;
    url?: true;
    repoName?: true;
    integration?: true;
    updatedAt?: true;
    lastTimestamp?: true;
    lastCommitOid?: true;
    lastOperationId?: true;
};
export type SpaceGitSyncMaxAggregateInputType = {
    spaceId?: true;
    provider?: true;
    installationProvider?: true;
    url?: true;
    repoName?: true;
    integration?: true;
    updatedAt?: true;
    lastTimestamp?: true;
    lastCommitOid?: true;
    lastOperationId?: true;
};
export type SpaceGitSyncCountAggregateInputType = {
    spaceId?: true;
    provider?: true;
    installationProvider?: true;
    url?: true;
    repoName?: true;
    integration?: true;
    updatedAt?: true;
    lastTimestamp?: true;
    lastCommitOid?: true;
    lastOperationId?: true;
    _all?: true;
};
export type SpaceGitSyncAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SpaceGitSync to aggregate.
     */
    where?: Prisma.SpaceGitSyncWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpaceGitSyncs to fetch.
     */
    orderBy?: Prisma.SpaceGitSyncOrderByWithRelationInput | Prisma.SpaceGitSyncOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SpaceGitSyncWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpaceGitSyncs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpaceGitSyncs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned SpaceGitSyncs
    **/
    _count?: true | SpaceGitSyncCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SpaceGitSyncMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SpaceGitSyncMaxAggregateInputType;
};
export type GetSpaceGitSyncAggregateType<T extends SpaceGitSyncAggregateArgs> = {
    [P in keyof T & keyof AggregateSpaceGitSync]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSpaceGitSync[P]> : Prisma.GetScalarType<T[P], AggregateSpaceGitSync[P]>;
};
export type SpaceGitSyncGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SpaceGitSyncWhereInput;
    orderBy?: Prisma.SpaceGitSyncOrderByWithAggregationInput | Prisma.SpaceGitSyncOrderByWithAggregationInput[];
    by: Prisma.SpaceGitSyncScalarFieldEnum[] | Prisma.SpaceGitSyncScalarFieldEnum;
    having?: Prisma.SpaceGitSyncScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SpaceGitSyncCountAggregateInputType | true;
    _min?: SpaceGitSyncMinAggregateInputType;
    _max?: SpaceGitSyncMaxAggregateInputType;
};
export type SpaceGitSyncGroupByOutputType = {
    spaceId: string;
    provider: $Enums.GitSyncProvider | null;
    installationProvider: $Enums.GitSyncProvider | null;
    url: string | null;
    repoName: string | null;
    integration: string | null;
    updatedAt: Date | null;
    lastTimestamp: Date | null;
    lastCommitOid: string | null;
    lastOperationId: string | null;
    _count: SpaceGitSyncCountAggregateOutputType | null;
    _min: SpaceGitSyncMinAggregateOutputType | null;
    _max: SpaceGitSyncMaxAggregateOutputType | null;
};
export type GetSpaceGitSyncGroupByPayload<T extends SpaceGitSyncGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SpaceGitSyncGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SpaceGitSyncGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SpaceGitSyncGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SpaceGitSyncGroupByOutputType[P]>;
}>>;
export type SpaceGitSyncWhereInput = {
    AND?: Prisma.SpaceGitSyncWhereInput | Prisma.SpaceGitSyncWhereInput[];
    OR?: Prisma.SpaceGitSyncWhereInput[];
    NOT?: Prisma.SpaceGitSyncWhereInput | Prisma.SpaceGitSyncWhereInput[];
    spaceId?: Prisma.StringFilter<"SpaceGitSync"> | string;
    provider?: Prisma.EnumGitSyncProviderNullableFilter<"SpaceGitSync"> | $Enums.GitSyncProvider | null;
    installationProvider?: Prisma.EnumGitSyncProviderNullableFilter<"SpaceGitSync"> | $Enums.GitSyncProvider | null;
    url?: Prisma.StringNullableFilter<"SpaceGitSync"> | string | null;
    repoName?: Prisma.StringNullableFilter<"SpaceGitSync"> | string | null;
    integration?: Prisma.StringNullableFilter<"SpaceGitSync"> | string | null;
    updatedAt?: Prisma.DateTimeNullableFilter<"SpaceGitSync"> | Date | string | null;
    lastTimestamp?: Prisma.DateTimeNullableFilter<"SpaceGitSync"> | Date | string | null;
    lastCommitOid?: Prisma.StringNullableFilter<"SpaceGitSync"> | string | null;
    lastOperationId?: Prisma.StringNullableFilter<"SpaceGitSync"> | string | null;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
};
export type SpaceGitSyncOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    provider?: Prisma.SortOrderInput | Prisma.SortOrder;
    installationProvider?: Prisma.SortOrderInput | Prisma.SortOrder;
    url?: Prisma.SortOrderInput | Prisma.SortOrder;
    repoName?: Prisma.SortOrderInput | Prisma.SortOrder;
    integration?: Prisma.SortOrderInput | Prisma.SortOrder;
    updatedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    lastTimestamp?: Prisma.SortOrderInput | Prisma.SortOrder;
    lastCommitOid?: Prisma.SortOrderInput | Prisma.SortOrder;
    lastOperationId?: Prisma.SortOrderInput | Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
};
export type SpaceGitSyncWhereUniqueInput = Prisma.AtLeast<{
    spaceId?: string;
    AND?: Prisma.SpaceGitSyncWhereInput | Prisma.SpaceGitSyncWhereInput[];
    OR?: Prisma.SpaceGitSyncWhereInput[];
    NOT?: Prisma.SpaceGitSyncWhereInput | Prisma.SpaceGitSyncWhereInput[];
    provider?: Prisma.EnumGitSyncProviderNullableFilter<"SpaceGitSync"> | $Enums.GitSyncProvider | null;
    installationProvider?: Prisma.EnumGitSyncProviderNullableFilter<"SpaceGitSync"> | $Enums.GitSyncProvider | null;
    url?: Prisma.StringNullableFilter<"SpaceGitSync"> | string | null;
    repoName?: Prisma.StringNullableFilter<"SpaceGitSync"> | string | null;
    integration?: Prisma.StringNullableFilter<"SpaceGitSync"> | string | null;
    updatedAt?: Prisma.DateTimeNullableFilter<"SpaceGitSync"> | Date | string | null;
    lastTimestamp?: Prisma.DateTimeNullableFilter<"SpaceGitSync"> | Date | string | null;
    lastCommitOid?: Prisma.StringNullableFilter<"SpaceGitSync"> | string | null;
    lastOperationId?: Prisma.StringNullableFilter<"SpaceGitSync"> | string | null;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
}, "spaceId">;
export type SpaceGitSyncOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    provider?: Prisma.SortOrderInput | Prisma.SortOrder;
    installationProvider?: Prisma.SortOrderInput | Prisma.SortOrder;
    url?: Prisma.SortOrderInput | Prisma.SortOrder;
    repoName?: Prisma.SortOrderInput | Prisma.SortOrder;
    integration?: Prisma.SortOrderInput | Prisma.SortOrder;
    updatedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    lastTimestamp?: Prisma.SortOrderInput | Prisma.SortOrder;
    lastCommitOid?: Prisma.SortOrderInput | Prisma.SortOrder;
    lastOperationId?: Prisma.SortOrderInput | Prisma.SortOrder;
    _count?: Prisma.SpaceGitSyncCountOrderByAggregateInput;
    _max?: Prisma.SpaceGitSyncMaxOrderByAggregateInput;
    _min?: Prisma.SpaceGitSyncMinOrderByAggregateInput;
};
export type SpaceGitSyncScalarWhereWithAggregatesInput = {
    AND?: Prisma.SpaceGitSyncScalarWhereWithAggregatesInput | Prisma.SpaceGitSyncScalarWhereWithAggregatesInput[];
    OR?: Prisma.SpaceGitSyncScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SpaceGitSyncScalarWhereWithAggregatesInput | Prisma.SpaceGitSyncScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"SpaceGitSync"> | string;
    provider?: Prisma.EnumGitSyncProviderNullableWithAggregatesFilter<"SpaceGitSync"> | $Enums.GitSyncProvider | null;
    installationProvider?: Prisma.EnumGitSyncProviderNullableWithAggregatesFilter<"SpaceGitSync"> | $Enums.GitSyncProvider | null;
    url?: Prisma.StringNullableWithAggregatesFilter<"SpaceGitSync"> | string | null;
    repoName?: Prisma.StringNullableWithAggregatesFilter<"SpaceGitSync"> | string | null;
    integration?: Prisma.StringNullableWithAggregatesFilter<"SpaceGitSync"> | string | null;
    updatedAt?: Prisma.DateTimeNullableWithAggregatesFilter<"SpaceGitSync"> | Date | string | null;
    lastTimestamp?: Prisma.DateTimeNullableWithAggregatesFilter<"SpaceGitSync"> | Date | string | null;
    lastCommitOid?: Prisma.StringNullableWithAggregatesFilter<"SpaceGitSync"> | string | null;
    lastOperationId?: Prisma.StringNullableWithAggregatesFilter<"SpaceGitSync"> | string | null;
};
export type SpaceGitSyncCreateInput = {
    provider?: $Enums.GitSyncProvider | null;
    installationProvider?: $Enums.GitSyncProvider | null;
    url?: string | null;
    repoName?: string | null;
    integration?: string | null;
    updatedAt?: Date | string | null;
    lastTimestamp?: Date | string | null;
    lastCommitOid?: string | null;
    lastOperationId?: string | null;
    space: Prisma.SpaceCreateNestedOneWithoutGitSyncInput;
};
export type SpaceGitSyncUncheckedCreateInput = {
    spaceId: string;
    provider?: $Enums.GitSyncProvider | null;
    installationProvider?: $Enums.GitSyncProvider | null;
    url?: string | null;
    repoName?: string | null;
    integration?: string | null;
    updatedAt?: Date | string | null;
    lastTimestamp?: Date | string | null;
    lastCommitOid?: string | null;
    lastOperationId?: string | null;
};
export type SpaceGitSyncUpdateInput = {
    provider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    installationProvider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    url?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    repoName?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    integration?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    updatedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastTimestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastCommitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    lastOperationId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    space?: Prisma.SpaceUpdateOneRequiredWithoutGitSyncNestedInput;
};
export type SpaceGitSyncUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    provider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    installationProvider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    url?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    repoName?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    integration?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    updatedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastTimestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastCommitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    lastOperationId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type SpaceGitSyncCreateManyInput = {
    spaceId: string;
    provider?: $Enums.GitSyncProvider | null;
    installationProvider?: $Enums.GitSyncProvider | null;
    url?: string | null;
    repoName?: string | null;
    integration?: string | null;
    updatedAt?: Date | string | null;
    lastTimestamp?: Date | string | null;
    lastCommitOid?: string | null;
    lastOperationId?: string | null;
};
export type SpaceGitSyncUpdateManyMutationInput = {
    provider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    installationProvider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    url?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    repoName?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    integration?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    updatedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastTimestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastCommitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    lastOperationId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type SpaceGitSyncUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    provider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    installationProvider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    url?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    repoName?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    integration?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    updatedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastTimestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastCommitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    lastOperationId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type SpaceGitSyncNullableScalarRelationFilter = {
    is?: Prisma.SpaceGitSyncWhereInput | null;
    isNot?: Prisma.SpaceGitSyncWhereInput | null;
};
export type SpaceGitSyncCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    provider?: Prisma.SortOrder;
    installationProvider?: Prisma.SortOrder;
    url?: Prisma.SortOrder;
    repoName?: Prisma.SortOrder;
    integration?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    lastTimestamp?: Prisma.SortOrder;
    lastCommitOid?: Prisma.SortOrder;
    lastOperationId?: Prisma.SortOrder;
};
export type SpaceGitSyncMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    provider?: Prisma.SortOrder;
    installationProvider?: Prisma.SortOrder;
    url?: Prisma.SortOrder;
    repoName?: Prisma.SortOrder;
    integration?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    lastTimestamp?: Prisma.SortOrder;
    lastCommitOid?: Prisma.SortOrder;
    lastOperationId?: Prisma.SortOrder;
};
export type SpaceGitSyncMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    provider?: Prisma.SortOrder;
    installationProvider?: Prisma.SortOrder;
    url?: Prisma.SortOrder;
    repoName?: Prisma.SortOrder;
    integration?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    lastTimestamp?: Prisma.SortOrder;
    lastCommitOid?: Prisma.SortOrder;
    lastOperationId?: Prisma.SortOrder;
};
export type SpaceGitSyncCreateNestedOneWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.SpaceGitSyncCreateWithoutSpaceInput, Prisma.SpaceGitSyncUncheckedCreateWithoutSpaceInput>;
    connectOrCreate?: Prisma.SpaceGitSyncCreateOrConnectWithoutSpaceInput;
    connect?: Prisma.SpaceGitSyncWhereUniqueInput;
};
export type SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.SpaceGitSyncCreateWithoutSpaceInput, Prisma.SpaceGitSyncUncheckedCreateWithoutSpaceInput>;
    connectOrCreate?: Prisma.SpaceGitSyncCreateOrConnectWithoutSpaceInput;
    connect?: Prisma.SpaceGitSyncWhereUniqueInput;
};
export type SpaceGitSyncUpdateOneWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceGitSyncCreateWithoutSpaceInput, Prisma.SpaceGitSyncUncheckedCreateWithoutSpaceInput>;
    connectOrCreate?: Prisma.SpaceGitSyncCreateOrConnectWithoutSpaceInput;
    upsert?: Prisma.SpaceGitSyncUpsertWithoutSpaceInput;
    disconnect?: Prisma.SpaceGitSyncWhereInput | boolean;
    delete?: Prisma.SpaceGitSyncWhereInput | boolean;
    connect?: Prisma.SpaceGitSyncWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceGitSyncUpdateToOneWithWhereWithoutSpaceInput, Prisma.SpaceGitSyncUpdateWithoutSpaceInput>, Prisma.SpaceGitSyncUncheckedUpdateWithoutSpaceInput>;
};
export type SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceGitSyncCreateWithoutSpaceInput, Prisma.SpaceGitSyncUncheckedCreateWithoutSpaceInput>;
    connectOrCreate?: Prisma.SpaceGitSyncCreateOrConnectWithoutSpaceInput;
    upsert?: Prisma.SpaceGitSyncUpsertWithoutSpaceInput;
    disconnect?: Prisma.SpaceGitSyncWhereInput | boolean;
    delete?: Prisma.SpaceGitSyncWhereInput | boolean;
    connect?: Prisma.SpaceGitSyncWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceGitSyncUpdateToOneWithWhereWithoutSpaceInput, Prisma.SpaceGitSyncUpdateWithoutSpaceInput>, Prisma.SpaceGitSyncUncheckedUpdateWithoutSpaceInput>;
};
export type NullableEnumGitSyncProviderFieldUpdateOperationsInput = {
    set?: $Enums.GitSyncProvider | null;
};
export type SpaceGitSyncCreateWithoutSpaceInput = {
    provider?: $Enums.GitSyncProvider | null;
    installationProvider?: $Enums.GitSyncProvider | null;
    url?: string | null;
    repoName?: string | null;
    integration?: string | null;
    updatedAt?: Date | string | null;
    lastTimestamp?: Date | string | null;
    lastCommitOid?: string | null;
    lastOperationId?: string | null;
};
export type SpaceGitSyncUncheckedCreateWithoutSpaceInput = {
    provider?: $Enums.GitSyncProvider | null;
    installationProvider?: $Enums.GitSyncProvider | null;
    url?: string | null;
    repoName?: string | null;
    integration?: string | null;
    updatedAt?: Date | string | null;
    lastTimestamp?: Date | string | null;
    lastCommitOid?: string | null;
    lastOperationId?: string | null;
};
export type SpaceGitSyncCreateOrConnectWithoutSpaceInput = {
    where: Prisma.SpaceGitSyncWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceGitSyncCreateWithoutSpaceInput, Prisma.SpaceGitSyncUncheckedCreateWithoutSpaceInput>;
};
export type SpaceGitSyncUpsertWithoutSpaceInput = {
    update: Prisma.XOR<Prisma.SpaceGitSyncUpdateWithoutSpaceInput, Prisma.SpaceGitSyncUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.SpaceGitSyncCreateWithoutSpaceInput, Prisma.SpaceGitSyncUncheckedCreateWithoutSpaceInput>;
    where?: Prisma.SpaceGitSyncWhereInput;
};
export type SpaceGitSyncUpdateToOneWithWhereWithoutSpaceInput = {
    where?: Prisma.SpaceGitSyncWhereInput;
    data: Prisma.XOR<Prisma.SpaceGitSyncUpdateWithoutSpaceInput, Prisma.SpaceGitSyncUncheckedUpdateWithoutSpaceInput>;
};
export type SpaceGitSyncUpdateWithoutSpaceInput = {
    provider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    installationProvider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    url?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    repoName?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    integration?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    updatedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastTimestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastCommitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    lastOperationId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type SpaceGitSyncUncheckedUpdateWithoutSpaceInput = {
    provider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    installationProvider?: Prisma.NullableEnumGitSyncProviderFieldUpdateOperationsInput | $Enums.GitSyncProvider | null;
    url?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    repoName?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    integration?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    updatedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastTimestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    lastCommitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    lastOperationId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type SpaceGitSyncSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    provider?: boolean;
    installationProvider?: boolean;
    url?: boolean;
    repoName?: boolean;
    integration?: boolean;
    updatedAt?: boolean;
    lastTimestamp?: boolean;
    lastCommitOid?: boolean;
    lastOperationId?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["spaceGitSync"]>;
export type SpaceGitSyncSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    provider?: boolean;
    installationProvider?: boolean;
    url?: boolean;
    repoName?: boolean;
    integration?: boolean;
    updatedAt?: boolean;
    lastTimestamp?: boolean;
    lastCommitOid?: boolean;
    lastOperationId?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["spaceGitSync"]>;
export type SpaceGitSyncSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    provider?: boolean;
    installationProvider?: boolean;
    url?: boolean;
    repoName?: boolean;
    integration?: boolean;
    updatedAt?: boolean;
    lastTimestamp?: boolean;
    lastCommitOid?: boolean;
    lastOperationId?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["spaceGitSync"]>;
export type SpaceGitSyncSelectScalar = {
    spaceId?: boolean;
    provider?: boolean;
    installationProvider?: boolean;
    url?: boolean;
    repoName?: boolean;
    integration?: boolean;
    updatedAt?: boolean;
    lastTimestamp?: boolean;
    lastCommitOid?: boolean;
    lastOperationId?: boolean;
};
export type SpaceGitSyncOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "provider" | "installationProvider" | "url" | "repoName" | "integration" | "updatedAt" | "lastTimestamp" | "lastCommitOid" | "lastOperationId", ExtArgs["result"]["spaceGitSync"]>;
export type SpaceGitSyncInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type SpaceGitSyncIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type SpaceGitSyncIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $SpaceGitSyncPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "SpaceGitSync";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        provider: $Enums.GitSyncProvider | null;
        installationProvider: $Enums.GitSyncProvider | null;
        url: string | null;
        repoName: string | null;
        integration: string | null;
        updatedAt: Date | null;
        lastTimestamp: Date | null;
        lastCommitOid: string | null;
        lastOperationId: string | null;
    }, ExtArgs["result"]["spaceGitSync"]>;
    composites: {};
};
export type SpaceGitSyncGetPayload<S extends boolean | null | undefined | SpaceGitSyncDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload, S>;
export type SpaceGitSyncCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SpaceGitSyncFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SpaceGitSyncCountAggregateInputType | true;
};
export interface SpaceGitSyncDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['SpaceGitSync'];
        meta: {
            name: 'SpaceGitSync';
        };
    };
    /**
     * Find zero or one SpaceGitSync that matches the filter.
     * @param {SpaceGitSyncFindUniqueArgs} args - Arguments to find a SpaceGitSync
     * @example
     * // Get one SpaceGitSync
     * const spaceGitSync = await prisma.spaceGitSync.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SpaceGitSyncFindUniqueArgs>(args: Prisma.SelectSubset<T, SpaceGitSyncFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SpaceGitSyncClient<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one SpaceGitSync that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SpaceGitSyncFindUniqueOrThrowArgs} args - Arguments to find a SpaceGitSync
     * @example
     * // Get one SpaceGitSync
     * const spaceGitSync = await prisma.spaceGitSync.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SpaceGitSyncFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SpaceGitSyncFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SpaceGitSyncClient<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SpaceGitSync that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceGitSyncFindFirstArgs} args - Arguments to find a SpaceGitSync
     * @example
     * // Get one SpaceGitSync
     * const spaceGitSync = await prisma.spaceGitSync.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SpaceGitSyncFindFirstArgs>(args?: Prisma.SelectSubset<T, SpaceGitSyncFindFirstArgs<ExtArgs>>): Prisma.Prisma__SpaceGitSyncClient<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SpaceGitSync that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceGitSyncFindFirstOrThrowArgs} args - Arguments to find a SpaceGitSync
     * @example
     * // Get one SpaceGitSync
     * const spaceGitSync = await prisma.spaceGitSync.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SpaceGitSyncFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SpaceGitSyncFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SpaceGitSyncClient<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more SpaceGitSyncs that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceGitSyncFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all SpaceGitSyncs
     * const spaceGitSyncs = await prisma.spaceGitSync.findMany()
     *
     * // Get first 10 SpaceGitSyncs
     * const spaceGitSyncs = await prisma.spaceGitSync.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const spaceGitSyncWithSpaceIdOnly = await prisma.spaceGitSync.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends SpaceGitSyncFindManyArgs>(args?: Prisma.SelectSubset<T, SpaceGitSyncFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a SpaceGitSync.
     * @param {SpaceGitSyncCreateArgs} args - Arguments to create a SpaceGitSync.
     * @example
     * // Create one SpaceGitSync
     * const SpaceGitSync = await prisma.spaceGitSync.create({
     *   data: {
     *     // ... data to create a SpaceGitSync
     *   }
     * })
     *
     */
    create<T extends SpaceGitSyncCreateArgs>(args: Prisma.SelectSubset<T, SpaceGitSyncCreateArgs<ExtArgs>>): Prisma.Prisma__SpaceGitSyncClient<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many SpaceGitSyncs.
     * @param {SpaceGitSyncCreateManyArgs} args - Arguments to create many SpaceGitSyncs.
     * @example
     * // Create many SpaceGitSyncs
     * const spaceGitSync = await prisma.spaceGitSync.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends SpaceGitSyncCreateManyArgs>(args?: Prisma.SelectSubset<T, SpaceGitSyncCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many SpaceGitSyncs and returns the data saved in the database.
     * @param {SpaceGitSyncCreateManyAndReturnArgs} args - Arguments to create many SpaceGitSyncs.
     * @example
     * // Create many SpaceGitSyncs
     * const spaceGitSync = await prisma.spaceGitSync.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many SpaceGitSyncs and only return the `spaceId`
     * const spaceGitSyncWithSpaceIdOnly = await prisma.spaceGitSync.createManyAndReturn({
     *   select: { spaceId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends SpaceGitSyncCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, SpaceGitSyncCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a SpaceGitSync.
     * @param {SpaceGitSyncDeleteArgs} args - Arguments to delete one SpaceGitSync.
     * @example
     * // Delete one SpaceGitSync
     * const SpaceGitSync = await prisma.spaceGitSync.delete({
     *   where: {
     *     // ... filter to delete one SpaceGitSync
     *   }
     * })
     *
     */
    delete<T extends SpaceGitSyncDeleteArgs>(args: Prisma.SelectSubset<T, SpaceGitSyncDeleteArgs<ExtArgs>>): Prisma.Prisma__SpaceGitSyncClient<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one SpaceGitSync.
     * @param {SpaceGitSyncUpdateArgs} args - Arguments to update one SpaceGitSync.
     * @example
     * // Update one SpaceGitSync
     * const spaceGitSync = await prisma.spaceGitSync.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SpaceGitSyncUpdateArgs>(args: Prisma.SelectSubset<T, SpaceGitSyncUpdateArgs<ExtArgs>>): Prisma.Prisma__SpaceGitSyncClient<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more SpaceGitSyncs.
     * @param {SpaceGitSyncDeleteManyArgs} args - Arguments to filter SpaceGitSyncs to delete.
     * @example
     * // Delete a few SpaceGitSyncs
     * const { count } = await prisma.spaceGitSync.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SpaceGitSyncDeleteManyArgs>(args?: Prisma.SelectSubset<T, SpaceGitSyncDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SpaceGitSyncs.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceGitSyncUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many SpaceGitSyncs
     * const spaceGitSync = await prisma.spaceGitSync.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SpaceGitSyncUpdateManyArgs>(args: Prisma.SelectSubset<T, SpaceGitSyncUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SpaceGitSyncs and returns the data updated in the database.
     * @param {SpaceGitSyncUpdateManyAndReturnArgs} args - Arguments to update many SpaceGitSyncs.
     * @example
     * // Update many SpaceGitSyncs
     * const spaceGitSync = await prisma.spaceGitSync.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more SpaceGitSyncs and only return the `spaceId`
     * const spaceGitSyncWithSpaceIdOnly = await prisma.spaceGitSync.updateManyAndReturn({
     *   select: { spaceId: true },
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    updateManyAndReturn<T extends SpaceGitSyncUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SpaceGitSyncUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one SpaceGitSync.
     * @param {SpaceGitSyncUpsertArgs} args - Arguments to update or create a SpaceGitSync.
     * @example
     * // Update or create a SpaceGitSync
     * const spaceGitSync = await prisma.spaceGitSync.upsert({
     *   create: {
     *     // ... data to create a SpaceGitSync
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the SpaceGitSync we want to update
     *   }
     * })
     */
    upsert<T extends SpaceGitSyncUpsertArgs>(args: Prisma.SelectSubset<T, SpaceGitSyncUpsertArgs<ExtArgs>>): Prisma.Prisma__SpaceGitSyncClient<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of SpaceGitSyncs.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceGitSyncCountArgs} args - Arguments to filter SpaceGitSyncs to count.
     * @example
     * // Count the number of SpaceGitSyncs
     * const count = await prisma.spaceGitSync.count({
     *   where: {
     *     // ... the filter for the SpaceGitSyncs we want to count
     *   }
     * })
    **/
    count<T extends SpaceGitSyncCountArgs>(args?: Prisma.Subset<T, SpaceGitSyncCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SpaceGitSyncCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a SpaceGitSync.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceGitSyncAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
     * @example
     * // Ordered by age ascending
     * // Where email contains prisma.io
     * // Limited to the 10 users
     * const aggregations = await prisma.user.aggregate({
     *   _avg: {
     *     age: true,
     *   },
     *   where: {
     *     email: {
     *       contains: "prisma.io",
     *     },
     *   },
     *   orderBy: {
     *     age: "asc",
     *   },
     *   take: 10,
     * })
    **/
    aggregate<T extends SpaceGitSyncAggregateArgs>(args: Prisma.Subset<T, SpaceGitSyncAggregateArgs>): Prisma.PrismaPromise<GetSpaceGitSyncAggregateType<T>>;
    /**
     * Group by SpaceGitSync.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceGitSyncGroupByArgs} args - Group by arguments.
     * @example
     * // Group by city, order by createdAt, get count
     * const result = await prisma.user.groupBy({
     *   by: ['city', 'createdAt'],
     *   orderBy: {
     *     createdAt: true
     *   },
     *   _count: {
     *     _all: true
     *   },
     * })
     *
    **/
    groupBy<T extends SpaceGitSyncGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SpaceGitSyncGroupByArgs['orderBy'];
    } : {
        orderBy?: SpaceGitSyncGroupByArgs['orderBy'];
    }, OrderFields extends Prisma.ExcludeUnderscoreKeys<Prisma.Keys<Prisma.MaybeTupleToUnion<T['orderBy']>>>, ByFields extends Prisma.MaybeTupleToUnion<T['by']>, ByValid extends Prisma.Has<ByFields, OrderFields>, HavingFields extends Prisma.GetHavingFields<T['having']>, HavingValid extends Prisma.Has<ByFields, HavingFields>, ByEmpty extends T['by'] extends never[] ? Prisma.True : Prisma.False, InputErrors extends ByEmpty extends Prisma.True ? `Error: "by" must not be empty.` : HavingValid extends Prisma.False ? {
        [P in HavingFields]: P extends ByFields ? never : P extends string ? `Error: Field "${P}" used in "having" needs to be provided in "by".` : [
            Error,
            'Field ',
            P,
            ` in "having" needs to be provided in "by"`
        ];
    }[HavingFields] : 'take' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "take", you also need to provide "orderBy"' : 'skip' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "skip", you also need to provide "orderBy"' : ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SpaceGitSyncGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSpaceGitSyncGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the SpaceGitSync model
     */
    readonly fields: SpaceGitSyncFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for SpaceGitSync.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SpaceGitSyncClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    space<T extends Prisma.SpaceDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.SpaceDefaultArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
    /**
     * Attaches callbacks for the resolution and/or rejection of the Promise.
     * @param onfulfilled The callback to execute when the Promise is resolved.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of which ever callback is executed.
     */
    then<TResult1 = T, TResult2 = never>(onfulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | undefined | null, onrejected?: ((reason: any) => TResult2 | PromiseLike<TResult2>) | undefined | null): runtime.Types.Utils.JsPromise<TResult1 | TResult2>;
    /**
     * Attaches a callback for only the rejection of the Promise.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of the callback.
     */
    catch<TResult = never>(onrejected?: ((reason: any) => TResult | PromiseLike<TResult>) | undefined | null): runtime.Types.Utils.JsPromise<T | TResult>;
    /**
     * Attaches a callback that is invoked when the Promise is settled (fulfilled or rejected). The
     * resolved value cannot be modified from the callback.
     * @param onfinally The callback to execute when the Promise is settled (fulfilled or rejected).
     * @returns A Promise for the completion of the callback.
     */
    finally(onfinally?: (() => void) | undefined | null): runtime.Types.Utils.JsPromise<T>;
}
/**
 * Fields of the SpaceGitSync model
 */
export interface SpaceGitSyncFieldRefs {
    readonly spaceId: Prisma.FieldRef<"SpaceGitSync", 'String'>;
    readonly provider: Prisma.FieldRef<"SpaceGitSync", 'GitSyncProvider'>;
    readonly installationProvider: Prisma.FieldRef<"SpaceGitSync", 'GitSyncProvider'>;
    readonly url: Prisma.FieldRef<"SpaceGitSync", 'String'>;
    readonly repoName: Prisma.FieldRef<"SpaceGitSync", 'String'>;
    readonly integration: Prisma.FieldRef<"SpaceGitSync", 'String'>;
    readonly updatedAt: Prisma.FieldRef<"SpaceGitSync", 'DateTime'>;
    readonly lastTimestamp: Prisma.FieldRef<"SpaceGitSync", 'DateTime'>;
    readonly lastCommitOid: Prisma.FieldRef<"SpaceGitSync", 'String'>;
    readonly lastOperationId: Prisma.FieldRef<"SpaceGitSync", 'String'>;
}
/**
 * SpaceGitSync findUnique
 */
export type SpaceGitSyncFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
    /**
     * Filter, which SpaceGitSync to fetch.
     */
    where: Prisma.SpaceGitSyncWhereUniqueInput;
};
/**
 * SpaceGitSync findUniqueOrThrow
 */
export type SpaceGitSyncFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
    /**
     * Filter, which SpaceGitSync to fetch.
     */
    where: Prisma.SpaceGitSyncWhereUniqueInput;
};
/**
 * SpaceGitSync findFirst
 */
export type SpaceGitSyncFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
    /**
     * Filter, which SpaceGitSync to fetch.
     */
    where?: Prisma.SpaceGitSyncWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpaceGitSyncs to fetch.
     */
    orderBy?: Prisma.SpaceGitSyncOrderByWithRelationInput | Prisma.SpaceGitSyncOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SpaceGitSyncs.
     */
    cursor?: Prisma.SpaceGitSyncWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpaceGitSyncs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpaceGitSyncs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SpaceGitSyncs.
     */
    distinct?: Prisma.SpaceGitSyncScalarFieldEnum | Prisma.SpaceGitSyncScalarFieldEnum[];
};
/**
 * SpaceGitSync findFirstOrThrow
 */
export type SpaceGitSyncFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
    /**
     * Filter, which SpaceGitSync to fetch.
     */
    where?: Prisma.SpaceGitSyncWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpaceGitSyncs to fetch.
     */
    orderBy?: Prisma.SpaceGitSyncOrderByWithRelationInput | Prisma.SpaceGitSyncOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SpaceGitSyncs.
     */
    cursor?: Prisma.SpaceGitSyncWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpaceGitSyncs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpaceGitSyncs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SpaceGitSyncs.
     */
    distinct?: Prisma.SpaceGitSyncScalarFieldEnum | Prisma.SpaceGitSyncScalarFieldEnum[];
};
/**
 * SpaceGitSync findMany
 */
export type SpaceGitSyncFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
    /**
     * Filter, which SpaceGitSyncs to fetch.
     */
    where?: Prisma.SpaceGitSyncWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpaceGitSyncs to fetch.
     */
    orderBy?: Prisma.SpaceGitSyncOrderByWithRelationInput | Prisma.SpaceGitSyncOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing SpaceGitSyncs.
     */
    cursor?: Prisma.SpaceGitSyncWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpaceGitSyncs from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpaceGitSyncs.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SpaceGitSyncs.
     */
    distinct?: Prisma.SpaceGitSyncScalarFieldEnum | Prisma.SpaceGitSyncScalarFieldEnum[];
};
/**
 * SpaceGitSync create
 */
export type SpaceGitSyncCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
    /**
     * The data needed to create a SpaceGitSync.
     */
    data: Prisma.XOR<Prisma.SpaceGitSyncCreateInput, Prisma.SpaceGitSyncUncheckedCreateInput>;
};
/**
 * SpaceGitSync createMany
 */
export type SpaceGitSyncCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many SpaceGitSyncs.
     */
    data: Prisma.SpaceGitSyncCreateManyInput | Prisma.SpaceGitSyncCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SpaceGitSync createManyAndReturn
 */
export type SpaceGitSyncCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * The data used to create many SpaceGitSyncs.
     */
    data: Prisma.SpaceGitSyncCreateManyInput | Prisma.SpaceGitSyncCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * SpaceGitSync update
 */
export type SpaceGitSyncUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
    /**
     * The data needed to update a SpaceGitSync.
     */
    data: Prisma.XOR<Prisma.SpaceGitSyncUpdateInput, Prisma.SpaceGitSyncUncheckedUpdateInput>;
    /**
     * Choose, which SpaceGitSync to update.
     */
    where: Prisma.SpaceGitSyncWhereUniqueInput;
};
/**
 * SpaceGitSync updateMany
 */
export type SpaceGitSyncUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update SpaceGitSyncs.
     */
    data: Prisma.XOR<Prisma.SpaceGitSyncUpdateManyMutationInput, Prisma.SpaceGitSyncUncheckedUpdateManyInput>;
    /**
     * Filter which SpaceGitSyncs to update
     */
    where?: Prisma.SpaceGitSyncWhereInput;
    /**
     * Limit how many SpaceGitSyncs to update.
     */
    limit?: number;
};
/**
 * SpaceGitSync updateManyAndReturn
 */
export type SpaceGitSyncUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * The data used to update SpaceGitSyncs.
     */
    data: Prisma.XOR<Prisma.SpaceGitSyncUpdateManyMutationInput, Prisma.SpaceGitSyncUncheckedUpdateManyInput>;
    /**
     * Filter which SpaceGitSyncs to update
     */
    where?: Prisma.SpaceGitSyncWhereInput;
    /**
     * Limit how many SpaceGitSyncs to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * SpaceGitSync upsert
 */
export type SpaceGitSyncUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
    /**
     * The filter to search for the SpaceGitSync to update in case it exists.
     */
    where: Prisma.SpaceGitSyncWhereUniqueInput;
    /**
     * In case the SpaceGitSync found by the `where` argument doesn't exist, create a new SpaceGitSync with this data.
     */
    create: Prisma.XOR<Prisma.SpaceGitSyncCreateInput, Prisma.SpaceGitSyncUncheckedCreateInput>;
    /**
     * In case the SpaceGitSync was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.SpaceGitSyncUpdateInput, Prisma.SpaceGitSyncUncheckedUpdateInput>;
};
/**
 * SpaceGitSync delete
 */
export type SpaceGitSyncDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
    /**
     * Filter which SpaceGitSync to delete.
     */
    where: Prisma.SpaceGitSyncWhereUniqueInput;
};
/**
 * SpaceGitSync deleteMany
 */
export type SpaceGitSyncDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SpaceGitSyncs to delete
     */
    where?: Prisma.SpaceGitSyncWhereInput;
    /**
     * Limit how many SpaceGitSyncs to delete.
     */
    limit?: number;
};
/**
 * SpaceGitSync without action
 */
export type SpaceGitSyncDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
};
