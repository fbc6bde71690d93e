import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model GitOperation
 *
 */
export type GitOperationModel = runtime.Types.Result.DefaultSelection<Prisma.$GitOperationPayload>;
export type AggregateGitOperation = {
    _count: GitOperationCountAggregateOutputType | null;
    _min: GitOperationMinAggregateOutputType | null;
    _max: GitOperationMaxAggregateOutputType | null;
};
export type GitOperationMinAggregateOutputType = {
    id: string | null;
    organizationId: string | null;
    spaceId: string | null;
    kind: $Enums.GitOperationKind | null;
    sealedUrl: runtime.Bytes | null;
    redactedUrl: string | null;
    ref: string | null;
    timestamp: Date | null;
    force: boolean | null;
    status: $Enums.GitOperationStatus | null;
    requestedById: string | null;
    createdAt: Date | null;
    completedAt: Date | null;
    commitOid: string | null;
    revisionId: string | null;
    errorCode: string | null;
    errorMessage: string | null;
};
export type GitOperationMaxAggregateOutputType = {
    id: string | null;
    organizationId: string | null;
    spaceId: string | null;
    kind: $Enums.GitOperationKind | null;
    sealedUrl: runtime.Bytes | null;
    redactedUrl: string | null;
    ref: string | null;
    timestamp: Date | null;
    force: boolean | null;
    status: $Enums.GitOperationStatus | null;
    requestedById: string | null;
    createdAt: Date | null;
    completedAt: Date | null;
    commitOid: string | null;
    revisionId: string | null;
    errorCode: string | null;
    errorMessage: string | null;
};
export type GitOperationCountAggregateOutputType = {
    id: number;
    organizationId: number;
    spaceId: number;
    kind: number;
    sealedUrl: number;
    redactedUrl: number;
    ref: number;
    params: number;
    timestamp: number;
    force: number;
    status: number;
    requestedById: number;
    createdAt: number;
    completedAt: number;
    commitOid: number;
    revisionId: number;
    errorCode: number;
    errorMessage: number;
    _all: number;
};
export type GitOperationMinAggregateInputType = {
    id?: true;
    organizationId?: true;
    spaceId?: true;
    kind?: true;
    sealedUrl?: true;
    redactedUrl?: true;
    ref?: true;
    timestamp?: true;
    force?: true;
    status?: true;
    requestedById?: true;
    createdAt?: true;
    completedAt?: true;
    commitOid?: true;
    revisionId?: true;
    errorCode?: true;
    errorMessage?: true;
};
export type GitOperationMaxAggregateInputType = {
    id?: true;
    organizationId?: true;
    spaceId?: true;
    kind?: true;
    sealedUrl?: true;
    redactedUrl?: true;
    ref?: true;
    timestamp?: true;
    force?: true;
    status?: true;
    requestedById?: true;
    createdAt?: true;
    completedAt?: true;
    commitOid?: true;
    revisionId?: true;
    errorCode?: true;
    errorMessage?: true;
};
export type GitOperationCountAggregateInputType = {
    id?: true;
    organizationId?: true;
    spaceId?: true;
    kind?: true;
    sealedUrl?: true;
    redactedUrl?: true;
    ref?: true;
    params?: true;
    timestamp?: true;
    force?: true;
    status?: true;
    requestedById?: true;
    createdAt?: true;
    completedAt?: true;
    commitOid?: true;
    revisionId?: true;
    errorCode?: true;
    errorMessage?: true;
    _all?: true;
};
export type GitOperationAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which GitOperation to aggregate.
     */
    where?: Prisma.GitOperationWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of GitOperations to fetch.
     */
    orderBy?: Prisma.GitOperationOrderByWithRelationInput | Prisma.GitOperationOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.GitOperationWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` GitOperations from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` GitOperations.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned GitOperations
    **/
    _count?: true | GitOperationCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: GitOperationMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: GitOperationMaxAggregateInputType;
};
export type GetGitOperationAggregateType<T extends GitOperationAggregateArgs> = {
    [P in keyof T & keyof AggregateGitOperation]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateGitOperation[P]> : Prisma.GetScalarType<T[P], AggregateGitOperation[P]>;
};
export type GitOperationGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.GitOperationWhereInput;
    orderBy?: Prisma.GitOperationOrderByWithAggregationInput | Prisma.GitOperationOrderByWithAggregationInput[];
    by: Prisma.GitOperationScalarFieldEnum[] | Prisma.GitOperationScalarFieldEnum;
    having?: Prisma.GitOperationScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: GitOperationCountAggregateInputType | true;
    _min?: GitOperationMinAggregateInputType;
    _max?: GitOperationMaxAggregateInputType;
};
export type GitOperationGroupByOutputType = {
    id: string;
    organizationId: string;
    spaceId: string;
    kind: $Enums.GitOperationKind;
    sealedUrl: runtime.Bytes;
    redactedUrl: string;
    ref: string;
    params: runtime.JsonValue;
    timestamp: Date | null;
    force: boolean;
    status: $Enums.GitOperationStatus;
    requestedById: string;
    createdAt: Date;
    completedAt: Date | null;
    commitOid: string | null;
    revisionId: string | null;
    errorCode: string | null;
    errorMessage: string | null;
    _count: GitOperationCountAggregateOutputType | null;
    _min: GitOperationMinAggregateOutputType | null;
    _max: GitOperationMaxAggregateOutputType | null;
};
export type GetGitOperationGroupByPayload<T extends GitOperationGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<GitOperationGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof GitOperationGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], GitOperationGroupByOutputType[P]> : Prisma.GetScalarType<T[P], GitOperationGroupByOutputType[P]>;
}>>;
export type GitOperationWhereInput = {
    AND?: Prisma.GitOperationWhereInput | Prisma.GitOperationWhereInput[];
    OR?: Prisma.GitOperationWhereInput[];
    NOT?: Prisma.GitOperationWhereInput | Prisma.GitOperationWhereInput[];
    id?: Prisma.StringFilter<"GitOperation"> | string;
    organizationId?: Prisma.StringFilter<"GitOperation"> | string;
    spaceId?: Prisma.StringFilter<"GitOperation"> | string;
    kind?: Prisma.EnumGitOperationKindFilter<"GitOperation"> | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesFilter<"GitOperation"> | runtime.Bytes;
    redactedUrl?: Prisma.StringFilter<"GitOperation"> | string;
    ref?: Prisma.StringFilter<"GitOperation"> | string;
    params?: Prisma.JsonFilter<"GitOperation">;
    timestamp?: Prisma.DateTimeNullableFilter<"GitOperation"> | Date | string | null;
    force?: Prisma.BoolFilter<"GitOperation"> | boolean;
    status?: Prisma.EnumGitOperationStatusFilter<"GitOperation"> | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringFilter<"GitOperation"> | string;
    createdAt?: Prisma.DateTimeFilter<"GitOperation"> | Date | string;
    completedAt?: Prisma.DateTimeNullableFilter<"GitOperation"> | Date | string | null;
    commitOid?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    revisionId?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    errorCode?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    errorMessage?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
};
export type GitOperationOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    kind?: Prisma.SortOrder;
    sealedUrl?: Prisma.SortOrder;
    redactedUrl?: Prisma.SortOrder;
    ref?: Prisma.SortOrder;
    params?: Prisma.SortOrder;
    timestamp?: Prisma.SortOrderInput | Prisma.SortOrder;
    force?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    completedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    commitOid?: Prisma.SortOrderInput | Prisma.SortOrder;
    revisionId?: Prisma.SortOrderInput | Prisma.SortOrder;
    errorCode?: Prisma.SortOrderInput | Prisma.SortOrder;
    errorMessage?: Prisma.SortOrderInput | Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
};
export type GitOperationWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    AND?: Prisma.GitOperationWhereInput | Prisma.GitOperationWhereInput[];
    OR?: Prisma.GitOperationWhereInput[];
    NOT?: Prisma.GitOperationWhereInput | Prisma.GitOperationWhereInput[];
    organizationId?: Prisma.StringFilter<"GitOperation"> | string;
    spaceId?: Prisma.StringFilter<"GitOperation"> | string;
    kind?: Prisma.EnumGitOperationKindFilter<"GitOperation"> | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesFilter<"GitOperation"> | runtime.Bytes;
    redactedUrl?: Prisma.StringFilter<"GitOperation"> | string;
    ref?: Prisma.StringFilter<"GitOperation"> | string;
    params?: Prisma.JsonFilter<"GitOperation">;
    timestamp?: Prisma.DateTimeNullableFilter<"GitOperation"> | Date | string | null;
    force?: Prisma.BoolFilter<"GitOperation"> | boolean;
    status?: Prisma.EnumGitOperationStatusFilter<"GitOperation"> | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringFilter<"GitOperation"> | string;
    createdAt?: Prisma.DateTimeFilter<"GitOperation"> | Date | string;
    completedAt?: Prisma.DateTimeNullableFilter<"GitOperation"> | Date | string | null;
    commitOid?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    revisionId?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    errorCode?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    errorMessage?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
}, "id">;
export type GitOperationOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    kind?: Prisma.SortOrder;
    sealedUrl?: Prisma.SortOrder;
    redactedUrl?: Prisma.SortOrder;
    ref?: Prisma.SortOrder;
    params?: Prisma.SortOrder;
    timestamp?: Prisma.SortOrderInput | Prisma.SortOrder;
    force?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    completedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    commitOid?: Prisma.SortOrderInput | Prisma.SortOrder;
    revisionId?: Prisma.SortOrderInput | Prisma.SortOrder;
    errorCode?: Prisma.SortOrderInput | Prisma.SortOrder;
    errorMessage?: Prisma.SortOrderInput | Prisma.SortOrder;
    _count?: Prisma.GitOperationCountOrderByAggregateInput;
    _max?: Prisma.GitOperationMaxOrderByAggregateInput;
    _min?: Prisma.GitOperationMinOrderByAggregateInput;
};
export type GitOperationScalarWhereWithAggregatesInput = {
    AND?: Prisma.GitOperationScalarWhereWithAggregatesInput | Prisma.GitOperationScalarWhereWithAggregatesInput[];
    OR?: Prisma.GitOperationScalarWhereWithAggregatesInput[];
    NOT?: Prisma.GitOperationScalarWhereWithAggregatesInput | Prisma.GitOperationScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"GitOperation"> | string;
    organizationId?: Prisma.StringWithAggregatesFilter<"GitOperation"> | string;
    spaceId?: Prisma.StringWithAggregatesFilter<"GitOperation"> | string;
    kind?: Prisma.EnumGitOperationKindWithAggregatesFilter<"GitOperation"> | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesWithAggregatesFilter<"GitOperation"> | runtime.Bytes;
    redactedUrl?: Prisma.StringWithAggregatesFilter<"GitOperation"> | string;
    ref?: Prisma.StringWithAggregatesFilter<"GitOperation"> | string;
    params?: Prisma.JsonWithAggregatesFilter<"GitOperation">;
    timestamp?: Prisma.DateTimeNullableWithAggregatesFilter<"GitOperation"> | Date | string | null;
    force?: Prisma.BoolWithAggregatesFilter<"GitOperation"> | boolean;
    status?: Prisma.EnumGitOperationStatusWithAggregatesFilter<"GitOperation"> | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringWithAggregatesFilter<"GitOperation"> | string;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"GitOperation"> | Date | string;
    completedAt?: Prisma.DateTimeNullableWithAggregatesFilter<"GitOperation"> | Date | string | null;
    commitOid?: Prisma.StringNullableWithAggregatesFilter<"GitOperation"> | string | null;
    revisionId?: Prisma.StringNullableWithAggregatesFilter<"GitOperation"> | string | null;
    errorCode?: Prisma.StringNullableWithAggregatesFilter<"GitOperation"> | string | null;
    errorMessage?: Prisma.StringNullableWithAggregatesFilter<"GitOperation"> | string | null;
};
export type GitOperationCreateInput = {
    id: string;
    organizationId: string;
    kind: $Enums.GitOperationKind;
    sealedUrl: runtime.Bytes;
    redactedUrl: string;
    ref: string;
    params: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Date | string | null;
    force?: boolean;
    status?: $Enums.GitOperationStatus;
    requestedById: string;
    createdAt?: Date | string;
    completedAt?: Date | string | null;
    commitOid?: string | null;
    revisionId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
    space: Prisma.SpaceCreateNestedOneWithoutGitOperationsInput;
};
export type GitOperationUncheckedCreateInput = {
    id: string;
    organizationId: string;
    spaceId: string;
    kind: $Enums.GitOperationKind;
    sealedUrl: runtime.Bytes;
    redactedUrl: string;
    ref: string;
    params: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Date | string | null;
    force?: boolean;
    status?: $Enums.GitOperationStatus;
    requestedById: string;
    createdAt?: Date | string;
    completedAt?: Date | string | null;
    commitOid?: string | null;
    revisionId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
};
export type GitOperationUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    kind?: Prisma.EnumGitOperationKindFieldUpdateOperationsInput | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    redactedUrl?: Prisma.StringFieldUpdateOperationsInput | string;
    ref?: Prisma.StringFieldUpdateOperationsInput | string;
    params?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    force?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    status?: Prisma.EnumGitOperationStatusFieldUpdateOperationsInput | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    completedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    commitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    space?: Prisma.SpaceUpdateOneRequiredWithoutGitOperationsNestedInput;
};
export type GitOperationUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    kind?: Prisma.EnumGitOperationKindFieldUpdateOperationsInput | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    redactedUrl?: Prisma.StringFieldUpdateOperationsInput | string;
    ref?: Prisma.StringFieldUpdateOperationsInput | string;
    params?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    force?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    status?: Prisma.EnumGitOperationStatusFieldUpdateOperationsInput | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    completedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    commitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type GitOperationCreateManyInput = {
    id: string;
    organizationId: string;
    spaceId: string;
    kind: $Enums.GitOperationKind;
    sealedUrl: runtime.Bytes;
    redactedUrl: string;
    ref: string;
    params: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Date | string | null;
    force?: boolean;
    status?: $Enums.GitOperationStatus;
    requestedById: string;
    createdAt?: Date | string;
    completedAt?: Date | string | null;
    commitOid?: string | null;
    revisionId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
};
export type GitOperationUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    kind?: Prisma.EnumGitOperationKindFieldUpdateOperationsInput | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    redactedUrl?: Prisma.StringFieldUpdateOperationsInput | string;
    ref?: Prisma.StringFieldUpdateOperationsInput | string;
    params?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    force?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    status?: Prisma.EnumGitOperationStatusFieldUpdateOperationsInput | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    completedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    commitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type GitOperationUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    kind?: Prisma.EnumGitOperationKindFieldUpdateOperationsInput | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    redactedUrl?: Prisma.StringFieldUpdateOperationsInput | string;
    ref?: Prisma.StringFieldUpdateOperationsInput | string;
    params?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    force?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    status?: Prisma.EnumGitOperationStatusFieldUpdateOperationsInput | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    completedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    commitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type GitOperationListRelationFilter = {
    every?: Prisma.GitOperationWhereInput;
    some?: Prisma.GitOperationWhereInput;
    none?: Prisma.GitOperationWhereInput;
};
export type GitOperationOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type GitOperationCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    kind?: Prisma.SortOrder;
    sealedUrl?: Prisma.SortOrder;
    redactedUrl?: Prisma.SortOrder;
    ref?: Prisma.SortOrder;
    params?: Prisma.SortOrder;
    timestamp?: Prisma.SortOrder;
    force?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    completedAt?: Prisma.SortOrder;
    commitOid?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    errorMessage?: Prisma.SortOrder;
};
export type GitOperationMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    kind?: Prisma.SortOrder;
    sealedUrl?: Prisma.SortOrder;
    redactedUrl?: Prisma.SortOrder;
    ref?: Prisma.SortOrder;
    timestamp?: Prisma.SortOrder;
    force?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    completedAt?: Prisma.SortOrder;
    commitOid?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    errorMessage?: Prisma.SortOrder;
};
export type GitOperationMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    kind?: Prisma.SortOrder;
    sealedUrl?: Prisma.SortOrder;
    redactedUrl?: Prisma.SortOrder;
    ref?: Prisma.SortOrder;
    timestamp?: Prisma.SortOrder;
    force?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    requestedById?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    completedAt?: Prisma.SortOrder;
    commitOid?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    errorMessage?: Prisma.SortOrder;
};
export type GitOperationCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.GitOperationCreateWithoutSpaceInput, Prisma.GitOperationUncheckedCreateWithoutSpaceInput> | Prisma.GitOperationCreateWithoutSpaceInput[] | Prisma.GitOperationUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.GitOperationCreateOrConnectWithoutSpaceInput | Prisma.GitOperationCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.GitOperationCreateManySpaceInputEnvelope;
    connect?: Prisma.GitOperationWhereUniqueInput | Prisma.GitOperationWhereUniqueInput[];
};
export type GitOperationUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.GitOperationCreateWithoutSpaceInput, Prisma.GitOperationUncheckedCreateWithoutSpaceInput> | Prisma.GitOperationCreateWithoutSpaceInput[] | Prisma.GitOperationUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.GitOperationCreateOrConnectWithoutSpaceInput | Prisma.GitOperationCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.GitOperationCreateManySpaceInputEnvelope;
    connect?: Prisma.GitOperationWhereUniqueInput | Prisma.GitOperationWhereUniqueInput[];
};
export type GitOperationUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.GitOperationCreateWithoutSpaceInput, Prisma.GitOperationUncheckedCreateWithoutSpaceInput> | Prisma.GitOperationCreateWithoutSpaceInput[] | Prisma.GitOperationUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.GitOperationCreateOrConnectWithoutSpaceInput | Prisma.GitOperationCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.GitOperationUpsertWithWhereUniqueWithoutSpaceInput | Prisma.GitOperationUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.GitOperationCreateManySpaceInputEnvelope;
    set?: Prisma.GitOperationWhereUniqueInput | Prisma.GitOperationWhereUniqueInput[];
    disconnect?: Prisma.GitOperationWhereUniqueInput | Prisma.GitOperationWhereUniqueInput[];
    delete?: Prisma.GitOperationWhereUniqueInput | Prisma.GitOperationWhereUniqueInput[];
    connect?: Prisma.GitOperationWhereUniqueInput | Prisma.GitOperationWhereUniqueInput[];
    update?: Prisma.GitOperationUpdateWithWhereUniqueWithoutSpaceInput | Prisma.GitOperationUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.GitOperationUpdateManyWithWhereWithoutSpaceInput | Prisma.GitOperationUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.GitOperationScalarWhereInput | Prisma.GitOperationScalarWhereInput[];
};
export type GitOperationUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.GitOperationCreateWithoutSpaceInput, Prisma.GitOperationUncheckedCreateWithoutSpaceInput> | Prisma.GitOperationCreateWithoutSpaceInput[] | Prisma.GitOperationUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.GitOperationCreateOrConnectWithoutSpaceInput | Prisma.GitOperationCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.GitOperationUpsertWithWhereUniqueWithoutSpaceInput | Prisma.GitOperationUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.GitOperationCreateManySpaceInputEnvelope;
    set?: Prisma.GitOperationWhereUniqueInput | Prisma.GitOperationWhereUniqueInput[];
    disconnect?: Prisma.GitOperationWhereUniqueInput | Prisma.GitOperationWhereUniqueInput[];
    delete?: Prisma.GitOperationWhereUniqueInput | Prisma.GitOperationWhereUniqueInput[];
    connect?: Prisma.GitOperationWhereUniqueInput | Prisma.GitOperationWhereUniqueInput[];
    update?: Prisma.GitOperationUpdateWithWhereUniqueWithoutSpaceInput | Prisma.GitOperationUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.GitOperationUpdateManyWithWhereWithoutSpaceInput | Prisma.GitOperationUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.GitOperationScalarWhereInput | Prisma.GitOperationScalarWhereInput[];
};
export type EnumGitOperationKindFieldUpdateOperationsInput = {
    set?: $Enums.GitOperationKind;
};
export type EnumGitOperationStatusFieldUpdateOperationsInput = {
    set?: $Enums.GitOperationStatus;
};
export type GitOperationCreateWithoutSpaceInput = {
    id: string;
    organizationId: string;
    kind: $Enums.GitOperationKind;
    sealedUrl: runtime.Bytes;
    redactedUrl: string;
    ref: string;
    params: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Date | string | null;
    force?: boolean;
    status?: $Enums.GitOperationStatus;
    requestedById: string;
    createdAt?: Date | string;
    completedAt?: Date | string | null;
    commitOid?: string | null;
    revisionId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
};
export type GitOperationUncheckedCreateWithoutSpaceInput = {
    id: string;
    organizationId: string;
    kind: $Enums.GitOperationKind;
    sealedUrl: runtime.Bytes;
    redactedUrl: string;
    ref: string;
    params: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Date | string | null;
    force?: boolean;
    status?: $Enums.GitOperationStatus;
    requestedById: string;
    createdAt?: Date | string;
    completedAt?: Date | string | null;
    commitOid?: string | null;
    revisionId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
};
export type GitOperationCreateOrConnectWithoutSpaceInput = {
    where: Prisma.GitOperationWhereUniqueInput;
    create: Prisma.XOR<Prisma.GitOperationCreateWithoutSpaceInput, Prisma.GitOperationUncheckedCreateWithoutSpaceInput>;
};
export type GitOperationCreateManySpaceInputEnvelope = {
    data: Prisma.GitOperationCreateManySpaceInput | Prisma.GitOperationCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type GitOperationUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.GitOperationWhereUniqueInput;
    update: Prisma.XOR<Prisma.GitOperationUpdateWithoutSpaceInput, Prisma.GitOperationUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.GitOperationCreateWithoutSpaceInput, Prisma.GitOperationUncheckedCreateWithoutSpaceInput>;
};
export type GitOperationUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.GitOperationWhereUniqueInput;
    data: Prisma.XOR<Prisma.GitOperationUpdateWithoutSpaceInput, Prisma.GitOperationUncheckedUpdateWithoutSpaceInput>;
};
export type GitOperationUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.GitOperationScalarWhereInput;
    data: Prisma.XOR<Prisma.GitOperationUpdateManyMutationInput, Prisma.GitOperationUncheckedUpdateManyWithoutSpaceInput>;
};
export type GitOperationScalarWhereInput = {
    AND?: Prisma.GitOperationScalarWhereInput | Prisma.GitOperationScalarWhereInput[];
    OR?: Prisma.GitOperationScalarWhereInput[];
    NOT?: Prisma.GitOperationScalarWhereInput | Prisma.GitOperationScalarWhereInput[];
    id?: Prisma.StringFilter<"GitOperation"> | string;
    organizationId?: Prisma.StringFilter<"GitOperation"> | string;
    spaceId?: Prisma.StringFilter<"GitOperation"> | string;
    kind?: Prisma.EnumGitOperationKindFilter<"GitOperation"> | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesFilter<"GitOperation"> | runtime.Bytes;
    redactedUrl?: Prisma.StringFilter<"GitOperation"> | string;
    ref?: Prisma.StringFilter<"GitOperation"> | string;
    params?: Prisma.JsonFilter<"GitOperation">;
    timestamp?: Prisma.DateTimeNullableFilter<"GitOperation"> | Date | string | null;
    force?: Prisma.BoolFilter<"GitOperation"> | boolean;
    status?: Prisma.EnumGitOperationStatusFilter<"GitOperation"> | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringFilter<"GitOperation"> | string;
    createdAt?: Prisma.DateTimeFilter<"GitOperation"> | Date | string;
    completedAt?: Prisma.DateTimeNullableFilter<"GitOperation"> | Date | string | null;
    commitOid?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    revisionId?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    errorCode?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
    errorMessage?: Prisma.StringNullableFilter<"GitOperation"> | string | null;
};
export type GitOperationCreateManySpaceInput = {
    id: string;
    organizationId: string;
    kind: $Enums.GitOperationKind;
    sealedUrl: runtime.Bytes;
    redactedUrl: string;
    ref: string;
    params: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Date | string | null;
    force?: boolean;
    status?: $Enums.GitOperationStatus;
    requestedById: string;
    createdAt?: Date | string;
    completedAt?: Date | string | null;
    commitOid?: string | null;
    revisionId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
};
export type GitOperationUpdateWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    kind?: Prisma.EnumGitOperationKindFieldUpdateOperationsInput | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    redactedUrl?: Prisma.StringFieldUpdateOperationsInput | string;
    ref?: Prisma.StringFieldUpdateOperationsInput | string;
    params?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    force?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    status?: Prisma.EnumGitOperationStatusFieldUpdateOperationsInput | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    completedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    commitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type GitOperationUncheckedUpdateWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    kind?: Prisma.EnumGitOperationKindFieldUpdateOperationsInput | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    redactedUrl?: Prisma.StringFieldUpdateOperationsInput | string;
    ref?: Prisma.StringFieldUpdateOperationsInput | string;
    params?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    force?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    status?: Prisma.EnumGitOperationStatusFieldUpdateOperationsInput | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    completedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    commitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type GitOperationUncheckedUpdateManyWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    kind?: Prisma.EnumGitOperationKindFieldUpdateOperationsInput | $Enums.GitOperationKind;
    sealedUrl?: Prisma.BytesFieldUpdateOperationsInput | runtime.Bytes;
    redactedUrl?: Prisma.StringFieldUpdateOperationsInput | string;
    ref?: Prisma.StringFieldUpdateOperationsInput | string;
    params?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    timestamp?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    force?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    status?: Prisma.EnumGitOperationStatusFieldUpdateOperationsInput | $Enums.GitOperationStatus;
    requestedById?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    completedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    commitOid?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type GitOperationSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    spaceId?: boolean;
    kind?: boolean;
    sealedUrl?: boolean;
    redactedUrl?: boolean;
    ref?: boolean;
    params?: boolean;
    timestamp?: boolean;
    force?: boolean;
    status?: boolean;
    requestedById?: boolean;
    createdAt?: boolean;
    completedAt?: boolean;
    commitOid?: boolean;
    revisionId?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["gitOperation"]>;
export type GitOperationSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    spaceId?: boolean;
    kind?: boolean;
    sealedUrl?: boolean;
    redactedUrl?: boolean;
    ref?: boolean;
    params?: boolean;
    timestamp?: boolean;
    force?: boolean;
    status?: boolean;
    requestedById?: boolean;
    createdAt?: boolean;
    completedAt?: boolean;
    commitOid?: boolean;
    revisionId?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["gitOperation"]>;
export type GitOperationSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    spaceId?: boolean;
    kind?: boolean;
    sealedUrl?: boolean;
    redactedUrl?: boolean;
    ref?: boolean;
    params?: boolean;
    timestamp?: boolean;
    force?: boolean;
    status?: boolean;
    requestedById?: boolean;
    createdAt?: boolean;
    completedAt?: boolean;
    commitOid?: boolean;
    revisionId?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["gitOperation"]>;
export type GitOperationSelectScalar = {
    id?: boolean;
    organizationId?: boolean;
    spaceId?: boolean;
    kind?: boolean;
    sealedUrl?: boolean;
    redactedUrl?: boolean;
    ref?: boolean;
    params?: boolean;
    timestamp?: boolean;
    force?: boolean;
    status?: boolean;
    requestedById?: boolean;
    createdAt?: boolean;
    completedAt?: boolean;
    commitOid?: boolean;
    revisionId?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
};
export type GitOperationOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "organizationId" | "spaceId" | "kind" | "sealedUrl" | "redactedUrl" | "ref" | "params" | "timestamp" | "force" | "status" | "requestedById" | "createdAt" | "completedAt" | "commitOid" | "revisionId" | "errorCode" | "errorMessage", ExtArgs["result"]["gitOperation"]>;
export type GitOperationInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type GitOperationIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type GitOperationIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $GitOperationPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "GitOperation";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        organizationId: string;
        spaceId: string;
        kind: $Enums.GitOperationKind;
        sealedUrl: runtime.Bytes;
        redactedUrl: string;
        ref: string;
        params: runtime.JsonValue;
        timestamp: Date | null;
        force: boolean;
        status: $Enums.GitOperationStatus;
        requestedById: string;
        createdAt: Date;
        completedAt: Date | null;
        commitOid: string | null;
        revisionId: string | null;
        errorCode: string | null;
        errorMessage: string | null;
    }, ExtArgs["result"]["gitOperation"]>;
    composites: {};
};
export type GitOperationGetPayload<S extends boolean | null | undefined | GitOperationDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$GitOperationPayload, S>;
export type GitOperationCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<GitOperationFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: GitOperationCountAggregateInputType | true;
};
export interface GitOperationDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['GitOperation'];
        meta: {
            name: 'GitOperation';
        };
    };
    /**
     * Find zero or one GitOperation that matches the filter.
     * @param {GitOperationFindUniqueArgs} args - Arguments to find a GitOperation
     * @example
     * // Get one GitOperation
     * const gitOperation = await prisma.gitOperation.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends GitOperationFindUniqueArgs>(args: Prisma.SelectSubset<T, GitOperationFindUniqueArgs<ExtArgs>>): Prisma.Prisma__GitOperationClient<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one GitOperation that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {GitOperationFindUniqueOrThrowArgs} args - Arguments to find a GitOperation
     * @example
     * // Get one GitOperation
     * const gitOperation = await prisma.gitOperation.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends GitOperationFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, GitOperationFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__GitOperationClient<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first GitOperation that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {GitOperationFindFirstArgs} args - Arguments to find a GitOperation
     * @example
     * // Get one GitOperation
     * const gitOperation = await prisma.gitOperation.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends GitOperationFindFirstArgs>(args?: Prisma.SelectSubset<T, GitOperationFindFirstArgs<ExtArgs>>): Prisma.Prisma__GitOperationClient<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first GitOperation that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {GitOperationFindFirstOrThrowArgs} args - Arguments to find a GitOperation
     * @example
     * // Get one GitOperation
     * const gitOperation = await prisma.gitOperation.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends GitOperationFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, GitOperationFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__GitOperationClient<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more GitOperations that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {GitOperationFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all GitOperations
     * const gitOperations = await prisma.gitOperation.findMany()
     *
     * // Get first 10 GitOperations
     * const gitOperations = await prisma.gitOperation.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const gitOperationWithIdOnly = await prisma.gitOperation.findMany({ select: { id: true } })
     *
     */
    findMany<T extends GitOperationFindManyArgs>(args?: Prisma.SelectSubset<T, GitOperationFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a GitOperation.
     * @param {GitOperationCreateArgs} args - Arguments to create a GitOperation.
     * @example
     * // Create one GitOperation
     * const GitOperation = await prisma.gitOperation.create({
     *   data: {
     *     // ... data to create a GitOperation
     *   }
     * })
     *
     */
    create<T extends GitOperationCreateArgs>(args: Prisma.SelectSubset<T, GitOperationCreateArgs<ExtArgs>>): Prisma.Prisma__GitOperationClient<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many GitOperations.
     * @param {GitOperationCreateManyArgs} args - Arguments to create many GitOperations.
     * @example
     * // Create many GitOperations
     * const gitOperation = await prisma.gitOperation.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends GitOperationCreateManyArgs>(args?: Prisma.SelectSubset<T, GitOperationCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many GitOperations and returns the data saved in the database.
     * @param {GitOperationCreateManyAndReturnArgs} args - Arguments to create many GitOperations.
     * @example
     * // Create many GitOperations
     * const gitOperation = await prisma.gitOperation.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many GitOperations and only return the `id`
     * const gitOperationWithIdOnly = await prisma.gitOperation.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends GitOperationCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, GitOperationCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a GitOperation.
     * @param {GitOperationDeleteArgs} args - Arguments to delete one GitOperation.
     * @example
     * // Delete one GitOperation
     * const GitOperation = await prisma.gitOperation.delete({
     *   where: {
     *     // ... filter to delete one GitOperation
     *   }
     * })
     *
     */
    delete<T extends GitOperationDeleteArgs>(args: Prisma.SelectSubset<T, GitOperationDeleteArgs<ExtArgs>>): Prisma.Prisma__GitOperationClient<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one GitOperation.
     * @param {GitOperationUpdateArgs} args - Arguments to update one GitOperation.
     * @example
     * // Update one GitOperation
     * const gitOperation = await prisma.gitOperation.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends GitOperationUpdateArgs>(args: Prisma.SelectSubset<T, GitOperationUpdateArgs<ExtArgs>>): Prisma.Prisma__GitOperationClient<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more GitOperations.
     * @param {GitOperationDeleteManyArgs} args - Arguments to filter GitOperations to delete.
     * @example
     * // Delete a few GitOperations
     * const { count } = await prisma.gitOperation.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends GitOperationDeleteManyArgs>(args?: Prisma.SelectSubset<T, GitOperationDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more GitOperations.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {GitOperationUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many GitOperations
     * const gitOperation = await prisma.gitOperation.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends GitOperationUpdateManyArgs>(args: Prisma.SelectSubset<T, GitOperationUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more GitOperations and returns the data updated in the database.
     * @param {GitOperationUpdateManyAndReturnArgs} args - Arguments to update many GitOperations.
     * @example
     * // Update many GitOperations
     * const gitOperation = await prisma.gitOperation.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more GitOperations and only return the `id`
     * const gitOperationWithIdOnly = await prisma.gitOperation.updateManyAndReturn({
     *   select: { id: true },
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
    updateManyAndReturn<T extends GitOperationUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, GitOperationUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one GitOperation.
     * @param {GitOperationUpsertArgs} args - Arguments to update or create a GitOperation.
     * @example
     * // Update or create a GitOperation
     * const gitOperation = await prisma.gitOperation.upsert({
     *   create: {
     *     // ... data to create a GitOperation
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the GitOperation we want to update
     *   }
     * })
     */
    upsert<T extends GitOperationUpsertArgs>(args: Prisma.SelectSubset<T, GitOperationUpsertArgs<ExtArgs>>): Prisma.Prisma__GitOperationClient<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of GitOperations.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {GitOperationCountArgs} args - Arguments to filter GitOperations to count.
     * @example
     * // Count the number of GitOperations
     * const count = await prisma.gitOperation.count({
     *   where: {
     *     // ... the filter for the GitOperations we want to count
     *   }
     * })
    **/
    count<T extends GitOperationCountArgs>(args?: Prisma.Subset<T, GitOperationCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], GitOperationCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a GitOperation.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {GitOperationAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends GitOperationAggregateArgs>(args: Prisma.Subset<T, GitOperationAggregateArgs>): Prisma.PrismaPromise<GetGitOperationAggregateType<T>>;
    /**
     * Group by GitOperation.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {GitOperationGroupByArgs} args - Group by arguments.
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
    groupBy<T extends GitOperationGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: GitOperationGroupByArgs['orderBy'];
    } : {
        orderBy?: GitOperationGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, GitOperationGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetGitOperationGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the GitOperation model
     */
    readonly fields: GitOperationFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for GitOperation.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__GitOperationClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the GitOperation model
 */
export interface GitOperationFieldRefs {
    readonly id: Prisma.FieldRef<"GitOperation", 'String'>;
    readonly organizationId: Prisma.FieldRef<"GitOperation", 'String'>;
    readonly spaceId: Prisma.FieldRef<"GitOperation", 'String'>;
    readonly kind: Prisma.FieldRef<"GitOperation", 'GitOperationKind'>;
    readonly sealedUrl: Prisma.FieldRef<"GitOperation", 'Bytes'>;
    readonly redactedUrl: Prisma.FieldRef<"GitOperation", 'String'>;
    readonly ref: Prisma.FieldRef<"GitOperation", 'String'>;
    readonly params: Prisma.FieldRef<"GitOperation", 'Json'>;
    readonly timestamp: Prisma.FieldRef<"GitOperation", 'DateTime'>;
    readonly force: Prisma.FieldRef<"GitOperation", 'Boolean'>;
    readonly status: Prisma.FieldRef<"GitOperation", 'GitOperationStatus'>;
    readonly requestedById: Prisma.FieldRef<"GitOperation", 'String'>;
    readonly createdAt: Prisma.FieldRef<"GitOperation", 'DateTime'>;
    readonly completedAt: Prisma.FieldRef<"GitOperation", 'DateTime'>;
    readonly commitOid: Prisma.FieldRef<"GitOperation", 'String'>;
    readonly revisionId: Prisma.FieldRef<"GitOperation", 'String'>;
    readonly errorCode: Prisma.FieldRef<"GitOperation", 'String'>;
    readonly errorMessage: Prisma.FieldRef<"GitOperation", 'String'>;
}
/**
 * GitOperation findUnique
 */
export type GitOperationFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
    /**
     * Filter, which GitOperation to fetch.
     */
    where: Prisma.GitOperationWhereUniqueInput;
};
/**
 * GitOperation findUniqueOrThrow
 */
export type GitOperationFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
    /**
     * Filter, which GitOperation to fetch.
     */
    where: Prisma.GitOperationWhereUniqueInput;
};
/**
 * GitOperation findFirst
 */
export type GitOperationFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
    /**
     * Filter, which GitOperation to fetch.
     */
    where?: Prisma.GitOperationWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of GitOperations to fetch.
     */
    orderBy?: Prisma.GitOperationOrderByWithRelationInput | Prisma.GitOperationOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for GitOperations.
     */
    cursor?: Prisma.GitOperationWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` GitOperations from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` GitOperations.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of GitOperations.
     */
    distinct?: Prisma.GitOperationScalarFieldEnum | Prisma.GitOperationScalarFieldEnum[];
};
/**
 * GitOperation findFirstOrThrow
 */
export type GitOperationFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
    /**
     * Filter, which GitOperation to fetch.
     */
    where?: Prisma.GitOperationWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of GitOperations to fetch.
     */
    orderBy?: Prisma.GitOperationOrderByWithRelationInput | Prisma.GitOperationOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for GitOperations.
     */
    cursor?: Prisma.GitOperationWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` GitOperations from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` GitOperations.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of GitOperations.
     */
    distinct?: Prisma.GitOperationScalarFieldEnum | Prisma.GitOperationScalarFieldEnum[];
};
/**
 * GitOperation findMany
 */
export type GitOperationFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
    /**
     * Filter, which GitOperations to fetch.
     */
    where?: Prisma.GitOperationWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of GitOperations to fetch.
     */
    orderBy?: Prisma.GitOperationOrderByWithRelationInput | Prisma.GitOperationOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing GitOperations.
     */
    cursor?: Prisma.GitOperationWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` GitOperations from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` GitOperations.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of GitOperations.
     */
    distinct?: Prisma.GitOperationScalarFieldEnum | Prisma.GitOperationScalarFieldEnum[];
};
/**
 * GitOperation create
 */
export type GitOperationCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
    /**
     * The data needed to create a GitOperation.
     */
    data: Prisma.XOR<Prisma.GitOperationCreateInput, Prisma.GitOperationUncheckedCreateInput>;
};
/**
 * GitOperation createMany
 */
export type GitOperationCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many GitOperations.
     */
    data: Prisma.GitOperationCreateManyInput | Prisma.GitOperationCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * GitOperation createManyAndReturn
 */
export type GitOperationCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * The data used to create many GitOperations.
     */
    data: Prisma.GitOperationCreateManyInput | Prisma.GitOperationCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * GitOperation update
 */
export type GitOperationUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
    /**
     * The data needed to update a GitOperation.
     */
    data: Prisma.XOR<Prisma.GitOperationUpdateInput, Prisma.GitOperationUncheckedUpdateInput>;
    /**
     * Choose, which GitOperation to update.
     */
    where: Prisma.GitOperationWhereUniqueInput;
};
/**
 * GitOperation updateMany
 */
export type GitOperationUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update GitOperations.
     */
    data: Prisma.XOR<Prisma.GitOperationUpdateManyMutationInput, Prisma.GitOperationUncheckedUpdateManyInput>;
    /**
     * Filter which GitOperations to update
     */
    where?: Prisma.GitOperationWhereInput;
    /**
     * Limit how many GitOperations to update.
     */
    limit?: number;
};
/**
 * GitOperation updateManyAndReturn
 */
export type GitOperationUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * The data used to update GitOperations.
     */
    data: Prisma.XOR<Prisma.GitOperationUpdateManyMutationInput, Prisma.GitOperationUncheckedUpdateManyInput>;
    /**
     * Filter which GitOperations to update
     */
    where?: Prisma.GitOperationWhereInput;
    /**
     * Limit how many GitOperations to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * GitOperation upsert
 */
export type GitOperationUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
    /**
     * The filter to search for the GitOperation to update in case it exists.
     */
    where: Prisma.GitOperationWhereUniqueInput;
    /**
     * In case the GitOperation found by the `where` argument doesn't exist, create a new GitOperation with this data.
     */
    create: Prisma.XOR<Prisma.GitOperationCreateInput, Prisma.GitOperationUncheckedCreateInput>;
    /**
     * In case the GitOperation was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.GitOperationUpdateInput, Prisma.GitOperationUncheckedUpdateInput>;
};
/**
 * GitOperation delete
 */
export type GitOperationDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
    /**
     * Filter which GitOperation to delete.
     */
    where: Prisma.GitOperationWhereUniqueInput;
};
/**
 * GitOperation deleteMany
 */
export type GitOperationDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which GitOperations to delete
     */
    where?: Prisma.GitOperationWhereInput;
    /**
     * Limit how many GitOperations to delete.
     */
    limit?: number;
};
/**
 * GitOperation without action
 */
export type GitOperationDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
};
