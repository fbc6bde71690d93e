import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model ImportRun
 *
 */
export type ImportRunModel = runtime.Types.Result.DefaultSelection<Prisma.$ImportRunPayload>;
export type AggregateImportRun = {
    _count: ImportRunCountAggregateOutputType | null;
    _min: ImportRunMinAggregateOutputType | null;
    _max: ImportRunMaxAggregateOutputType | null;
};
export type ImportRunMinAggregateOutputType = {
    id: string | null;
    organizationId: string | null;
    spaceId: string | null;
    changeRequestId: string | null;
    pageId: string | null;
    sourceType: $Enums.ImportRunSourceType | null;
    websiteUrl: string | null;
    status: $Enums.ImportRunStatus | null;
    createdById: string | null;
    errorCode: string | null;
    errorMessage: string | null;
    createdAt: Date | null;
    startedAt: Date | null;
    finishedAt: Date | null;
};
export type ImportRunMaxAggregateOutputType = {
    id: string | null;
    organizationId: string | null;
    spaceId: string | null;
    changeRequestId: string | null;
    pageId: string | null;
    sourceType: $Enums.ImportRunSourceType | null;
    websiteUrl: string | null;
    status: $Enums.ImportRunStatus | null;
    createdById: string | null;
    errorCode: string | null;
    errorMessage: string | null;
    createdAt: Date | null;
    startedAt: Date | null;
    finishedAt: Date | null;
};
export type ImportRunCountAggregateOutputType = {
    id: number;
    organizationId: number;
    spaceId: number;
    changeRequestId: number;
    pageId: number;
    sourceType: number;
    websiteUrl: number;
    fileIds: number;
    status: number;
    createdById: number;
    errorCode: number;
    errorMessage: number;
    createdAt: number;
    startedAt: number;
    finishedAt: number;
    _all: number;
};
export type ImportRunMinAggregateInputType = {
    id?: true;
    organizationId?: true;
    spaceId?: true;
    changeRequestId?: true;
    pageId?: true;
    sourceType?: true;
    websiteUrl?: true;
    status?: true;
    createdById?: true;
    errorCode?: true;
    errorMessage?: true;
    createdAt?: true;
    startedAt?: true;
    finishedAt?: true;
};
export type ImportRunMaxAggregateInputType = {
    id?: true;
    organizationId?: true;
    spaceId?: true;
    changeRequestId?: true;
    pageId?: true;
    sourceType?: true;
    websiteUrl?: true;
    status?: true;
    createdById?: true;
    errorCode?: true;
    errorMessage?: true;
    createdAt?: true;
    startedAt?: true;
    finishedAt?: true;
};
export type ImportRunCountAggregateInputType = {
    id?: true;
    organizationId?: true;
    spaceId?: true;
    changeRequestId?: true;
    pageId?: true;
    sourceType?: true;
    websiteUrl?: true;
    fileIds?: true;
    status?: true;
    createdById?: true;
    errorCode?: true;
    errorMessage?: true;
    createdAt?: true;
    startedAt?: true;
    finishedAt?: true;
    _all?: true;
};
export type ImportRunAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ImportRun to aggregate.
     */
    where?: Prisma.ImportRunWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ImportRuns to fetch.
     */
    orderBy?: Prisma.ImportRunOrderByWithRelationInput | Prisma.ImportRunOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.ImportRunWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ImportRuns from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ImportRuns.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned ImportRuns
    **/
    _count?: true | ImportRunCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: ImportRunMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: ImportRunMaxAggregateInputType;
};
export type GetImportRunAggregateType<T extends ImportRunAggregateArgs> = {
    [P in keyof T & keyof AggregateImportRun]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateImportRun[P]> : Prisma.GetScalarType<T[P], AggregateImportRun[P]>;
};
export type ImportRunGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ImportRunWhereInput;
    orderBy?: Prisma.ImportRunOrderByWithAggregationInput | Prisma.ImportRunOrderByWithAggregationInput[];
    by: Prisma.ImportRunScalarFieldEnum[] | Prisma.ImportRunScalarFieldEnum;
    having?: Prisma.ImportRunScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: ImportRunCountAggregateInputType | true;
    _min?: ImportRunMinAggregateInputType;
    _max?: ImportRunMaxAggregateInputType;
};
export type ImportRunGroupByOutputType = {
    id: string;
    organizationId: string;
    spaceId: string;
    changeRequestId: string | null;
    pageId: string | null;
    sourceType: $Enums.ImportRunSourceType;
    websiteUrl: string | null;
    fileIds: string[];
    status: $Enums.ImportRunStatus;
    createdById: string;
    errorCode: string | null;
    errorMessage: string | null;
    createdAt: Date;
    startedAt: Date | null;
    finishedAt: Date | null;
    _count: ImportRunCountAggregateOutputType | null;
    _min: ImportRunMinAggregateOutputType | null;
    _max: ImportRunMaxAggregateOutputType | null;
};
export type GetImportRunGroupByPayload<T extends ImportRunGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<ImportRunGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof ImportRunGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], ImportRunGroupByOutputType[P]> : Prisma.GetScalarType<T[P], ImportRunGroupByOutputType[P]>;
}>>;
export type ImportRunWhereInput = {
    AND?: Prisma.ImportRunWhereInput | Prisma.ImportRunWhereInput[];
    OR?: Prisma.ImportRunWhereInput[];
    NOT?: Prisma.ImportRunWhereInput | Prisma.ImportRunWhereInput[];
    id?: Prisma.StringFilter<"ImportRun"> | string;
    organizationId?: Prisma.StringFilter<"ImportRun"> | string;
    spaceId?: Prisma.StringFilter<"ImportRun"> | string;
    changeRequestId?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    pageId?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFilter<"ImportRun"> | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    fileIds?: Prisma.StringNullableListFilter<"ImportRun">;
    status?: Prisma.EnumImportRunStatusFilter<"ImportRun"> | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFilter<"ImportRun"> | string;
    errorCode?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    errorMessage?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    createdAt?: Prisma.DateTimeFilter<"ImportRun"> | Date | string;
    startedAt?: Prisma.DateTimeNullableFilter<"ImportRun"> | Date | string | null;
    finishedAt?: Prisma.DateTimeNullableFilter<"ImportRun"> | Date | string | null;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
    pages?: Prisma.ImportRunPageListRelationFilter;
};
export type ImportRunOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrderInput | Prisma.SortOrder;
    pageId?: Prisma.SortOrderInput | Prisma.SortOrder;
    sourceType?: Prisma.SortOrder;
    websiteUrl?: Prisma.SortOrderInput | Prisma.SortOrder;
    fileIds?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrderInput | Prisma.SortOrder;
    errorMessage?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    startedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    finishedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
    pages?: Prisma.ImportRunPageOrderByRelationAggregateInput;
};
export type ImportRunWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    AND?: Prisma.ImportRunWhereInput | Prisma.ImportRunWhereInput[];
    OR?: Prisma.ImportRunWhereInput[];
    NOT?: Prisma.ImportRunWhereInput | Prisma.ImportRunWhereInput[];
    organizationId?: Prisma.StringFilter<"ImportRun"> | string;
    spaceId?: Prisma.StringFilter<"ImportRun"> | string;
    changeRequestId?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    pageId?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFilter<"ImportRun"> | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    fileIds?: Prisma.StringNullableListFilter<"ImportRun">;
    status?: Prisma.EnumImportRunStatusFilter<"ImportRun"> | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFilter<"ImportRun"> | string;
    errorCode?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    errorMessage?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    createdAt?: Prisma.DateTimeFilter<"ImportRun"> | Date | string;
    startedAt?: Prisma.DateTimeNullableFilter<"ImportRun"> | Date | string | null;
    finishedAt?: Prisma.DateTimeNullableFilter<"ImportRun"> | Date | string | null;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
    pages?: Prisma.ImportRunPageListRelationFilter;
}, "id">;
export type ImportRunOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrderInput | Prisma.SortOrder;
    pageId?: Prisma.SortOrderInput | Prisma.SortOrder;
    sourceType?: Prisma.SortOrder;
    websiteUrl?: Prisma.SortOrderInput | Prisma.SortOrder;
    fileIds?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrderInput | Prisma.SortOrder;
    errorMessage?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    startedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    finishedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    _count?: Prisma.ImportRunCountOrderByAggregateInput;
    _max?: Prisma.ImportRunMaxOrderByAggregateInput;
    _min?: Prisma.ImportRunMinOrderByAggregateInput;
};
export type ImportRunScalarWhereWithAggregatesInput = {
    AND?: Prisma.ImportRunScalarWhereWithAggregatesInput | Prisma.ImportRunScalarWhereWithAggregatesInput[];
    OR?: Prisma.ImportRunScalarWhereWithAggregatesInput[];
    NOT?: Prisma.ImportRunScalarWhereWithAggregatesInput | Prisma.ImportRunScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"ImportRun"> | string;
    organizationId?: Prisma.StringWithAggregatesFilter<"ImportRun"> | string;
    spaceId?: Prisma.StringWithAggregatesFilter<"ImportRun"> | string;
    changeRequestId?: Prisma.StringNullableWithAggregatesFilter<"ImportRun"> | string | null;
    pageId?: Prisma.StringNullableWithAggregatesFilter<"ImportRun"> | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeWithAggregatesFilter<"ImportRun"> | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.StringNullableWithAggregatesFilter<"ImportRun"> | string | null;
    fileIds?: Prisma.StringNullableListFilter<"ImportRun">;
    status?: Prisma.EnumImportRunStatusWithAggregatesFilter<"ImportRun"> | $Enums.ImportRunStatus;
    createdById?: Prisma.StringWithAggregatesFilter<"ImportRun"> | string;
    errorCode?: Prisma.StringNullableWithAggregatesFilter<"ImportRun"> | string | null;
    errorMessage?: Prisma.StringNullableWithAggregatesFilter<"ImportRun"> | string | null;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"ImportRun"> | Date | string;
    startedAt?: Prisma.DateTimeNullableWithAggregatesFilter<"ImportRun"> | Date | string | null;
    finishedAt?: Prisma.DateTimeNullableWithAggregatesFilter<"ImportRun"> | Date | string | null;
};
export type ImportRunCreateInput = {
    id: string;
    organizationId: string;
    changeRequestId?: string | null;
    pageId?: string | null;
    sourceType: $Enums.ImportRunSourceType;
    websiteUrl?: string | null;
    fileIds?: Prisma.ImportRunCreatefileIdsInput | string[];
    status?: $Enums.ImportRunStatus;
    createdById: string;
    errorCode?: string | null;
    errorMessage?: string | null;
    createdAt?: Date | string;
    startedAt?: Date | string | null;
    finishedAt?: Date | string | null;
    space: Prisma.SpaceCreateNestedOneWithoutImportRunsInput;
    pages?: Prisma.ImportRunPageCreateNestedManyWithoutRunInput;
};
export type ImportRunUncheckedCreateInput = {
    id: string;
    organizationId: string;
    spaceId: string;
    changeRequestId?: string | null;
    pageId?: string | null;
    sourceType: $Enums.ImportRunSourceType;
    websiteUrl?: string | null;
    fileIds?: Prisma.ImportRunCreatefileIdsInput | string[];
    status?: $Enums.ImportRunStatus;
    createdById: string;
    errorCode?: string | null;
    errorMessage?: string | null;
    createdAt?: Date | string;
    startedAt?: Date | string | null;
    finishedAt?: Date | string | null;
    pages?: Prisma.ImportRunPageUncheckedCreateNestedManyWithoutRunInput;
};
export type ImportRunUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFieldUpdateOperationsInput | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    fileIds?: Prisma.ImportRunUpdatefileIdsInput | string[];
    status?: Prisma.EnumImportRunStatusFieldUpdateOperationsInput | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    startedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    finishedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    space?: Prisma.SpaceUpdateOneRequiredWithoutImportRunsNestedInput;
    pages?: Prisma.ImportRunPageUpdateManyWithoutRunNestedInput;
};
export type ImportRunUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFieldUpdateOperationsInput | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    fileIds?: Prisma.ImportRunUpdatefileIdsInput | string[];
    status?: Prisma.EnumImportRunStatusFieldUpdateOperationsInput | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    startedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    finishedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    pages?: Prisma.ImportRunPageUncheckedUpdateManyWithoutRunNestedInput;
};
export type ImportRunCreateManyInput = {
    id: string;
    organizationId: string;
    spaceId: string;
    changeRequestId?: string | null;
    pageId?: string | null;
    sourceType: $Enums.ImportRunSourceType;
    websiteUrl?: string | null;
    fileIds?: Prisma.ImportRunCreatefileIdsInput | string[];
    status?: $Enums.ImportRunStatus;
    createdById: string;
    errorCode?: string | null;
    errorMessage?: string | null;
    createdAt?: Date | string;
    startedAt?: Date | string | null;
    finishedAt?: Date | string | null;
};
export type ImportRunUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFieldUpdateOperationsInput | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    fileIds?: Prisma.ImportRunUpdatefileIdsInput | string[];
    status?: Prisma.EnumImportRunStatusFieldUpdateOperationsInput | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    startedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    finishedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type ImportRunUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFieldUpdateOperationsInput | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    fileIds?: Prisma.ImportRunUpdatefileIdsInput | string[];
    status?: Prisma.EnumImportRunStatusFieldUpdateOperationsInput | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    startedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    finishedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type ImportRunListRelationFilter = {
    every?: Prisma.ImportRunWhereInput;
    some?: Prisma.ImportRunWhereInput;
    none?: Prisma.ImportRunWhereInput;
};
export type ImportRunOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type ImportRunCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    sourceType?: Prisma.SortOrder;
    websiteUrl?: Prisma.SortOrder;
    fileIds?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    errorMessage?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    startedAt?: Prisma.SortOrder;
    finishedAt?: Prisma.SortOrder;
};
export type ImportRunMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    sourceType?: Prisma.SortOrder;
    websiteUrl?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    errorMessage?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    startedAt?: Prisma.SortOrder;
    finishedAt?: Prisma.SortOrder;
};
export type ImportRunMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    changeRequestId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    sourceType?: Prisma.SortOrder;
    websiteUrl?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    errorMessage?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    startedAt?: Prisma.SortOrder;
    finishedAt?: Prisma.SortOrder;
};
export type ImportRunScalarRelationFilter = {
    is?: Prisma.ImportRunWhereInput;
    isNot?: Prisma.ImportRunWhereInput;
};
export type ImportRunCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.ImportRunCreateWithoutSpaceInput, Prisma.ImportRunUncheckedCreateWithoutSpaceInput> | Prisma.ImportRunCreateWithoutSpaceInput[] | Prisma.ImportRunUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ImportRunCreateOrConnectWithoutSpaceInput | Prisma.ImportRunCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.ImportRunCreateManySpaceInputEnvelope;
    connect?: Prisma.ImportRunWhereUniqueInput | Prisma.ImportRunWhereUniqueInput[];
};
export type ImportRunUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.ImportRunCreateWithoutSpaceInput, Prisma.ImportRunUncheckedCreateWithoutSpaceInput> | Prisma.ImportRunCreateWithoutSpaceInput[] | Prisma.ImportRunUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ImportRunCreateOrConnectWithoutSpaceInput | Prisma.ImportRunCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.ImportRunCreateManySpaceInputEnvelope;
    connect?: Prisma.ImportRunWhereUniqueInput | Prisma.ImportRunWhereUniqueInput[];
};
export type ImportRunUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.ImportRunCreateWithoutSpaceInput, Prisma.ImportRunUncheckedCreateWithoutSpaceInput> | Prisma.ImportRunCreateWithoutSpaceInput[] | Prisma.ImportRunUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ImportRunCreateOrConnectWithoutSpaceInput | Prisma.ImportRunCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.ImportRunUpsertWithWhereUniqueWithoutSpaceInput | Prisma.ImportRunUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.ImportRunCreateManySpaceInputEnvelope;
    set?: Prisma.ImportRunWhereUniqueInput | Prisma.ImportRunWhereUniqueInput[];
    disconnect?: Prisma.ImportRunWhereUniqueInput | Prisma.ImportRunWhereUniqueInput[];
    delete?: Prisma.ImportRunWhereUniqueInput | Prisma.ImportRunWhereUniqueInput[];
    connect?: Prisma.ImportRunWhereUniqueInput | Prisma.ImportRunWhereUniqueInput[];
    update?: Prisma.ImportRunUpdateWithWhereUniqueWithoutSpaceInput | Prisma.ImportRunUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.ImportRunUpdateManyWithWhereWithoutSpaceInput | Prisma.ImportRunUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.ImportRunScalarWhereInput | Prisma.ImportRunScalarWhereInput[];
};
export type ImportRunUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.ImportRunCreateWithoutSpaceInput, Prisma.ImportRunUncheckedCreateWithoutSpaceInput> | Prisma.ImportRunCreateWithoutSpaceInput[] | Prisma.ImportRunUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ImportRunCreateOrConnectWithoutSpaceInput | Prisma.ImportRunCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.ImportRunUpsertWithWhereUniqueWithoutSpaceInput | Prisma.ImportRunUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.ImportRunCreateManySpaceInputEnvelope;
    set?: Prisma.ImportRunWhereUniqueInput | Prisma.ImportRunWhereUniqueInput[];
    disconnect?: Prisma.ImportRunWhereUniqueInput | Prisma.ImportRunWhereUniqueInput[];
    delete?: Prisma.ImportRunWhereUniqueInput | Prisma.ImportRunWhereUniqueInput[];
    connect?: Prisma.ImportRunWhereUniqueInput | Prisma.ImportRunWhereUniqueInput[];
    update?: Prisma.ImportRunUpdateWithWhereUniqueWithoutSpaceInput | Prisma.ImportRunUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.ImportRunUpdateManyWithWhereWithoutSpaceInput | Prisma.ImportRunUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.ImportRunScalarWhereInput | Prisma.ImportRunScalarWhereInput[];
};
export type ImportRunCreatefileIdsInput = {
    set: string[];
};
export type EnumImportRunSourceTypeFieldUpdateOperationsInput = {
    set?: $Enums.ImportRunSourceType;
};
export type ImportRunUpdatefileIdsInput = {
    set?: string[];
    push?: string | string[];
};
export type EnumImportRunStatusFieldUpdateOperationsInput = {
    set?: $Enums.ImportRunStatus;
};
export type ImportRunCreateNestedOneWithoutPagesInput = {
    create?: Prisma.XOR<Prisma.ImportRunCreateWithoutPagesInput, Prisma.ImportRunUncheckedCreateWithoutPagesInput>;
    connectOrCreate?: Prisma.ImportRunCreateOrConnectWithoutPagesInput;
    connect?: Prisma.ImportRunWhereUniqueInput;
};
export type ImportRunUpdateOneRequiredWithoutPagesNestedInput = {
    create?: Prisma.XOR<Prisma.ImportRunCreateWithoutPagesInput, Prisma.ImportRunUncheckedCreateWithoutPagesInput>;
    connectOrCreate?: Prisma.ImportRunCreateOrConnectWithoutPagesInput;
    upsert?: Prisma.ImportRunUpsertWithoutPagesInput;
    connect?: Prisma.ImportRunWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.ImportRunUpdateToOneWithWhereWithoutPagesInput, Prisma.ImportRunUpdateWithoutPagesInput>, Prisma.ImportRunUncheckedUpdateWithoutPagesInput>;
};
export type ImportRunCreateWithoutSpaceInput = {
    id: string;
    organizationId: string;
    changeRequestId?: string | null;
    pageId?: string | null;
    sourceType: $Enums.ImportRunSourceType;
    websiteUrl?: string | null;
    fileIds?: Prisma.ImportRunCreatefileIdsInput | string[];
    status?: $Enums.ImportRunStatus;
    createdById: string;
    errorCode?: string | null;
    errorMessage?: string | null;
    createdAt?: Date | string;
    startedAt?: Date | string | null;
    finishedAt?: Date | string | null;
    pages?: Prisma.ImportRunPageCreateNestedManyWithoutRunInput;
};
export type ImportRunUncheckedCreateWithoutSpaceInput = {
    id: string;
    organizationId: string;
    changeRequestId?: string | null;
    pageId?: string | null;
    sourceType: $Enums.ImportRunSourceType;
    websiteUrl?: string | null;
    fileIds?: Prisma.ImportRunCreatefileIdsInput | string[];
    status?: $Enums.ImportRunStatus;
    createdById: string;
    errorCode?: string | null;
    errorMessage?: string | null;
    createdAt?: Date | string;
    startedAt?: Date | string | null;
    finishedAt?: Date | string | null;
    pages?: Prisma.ImportRunPageUncheckedCreateNestedManyWithoutRunInput;
};
export type ImportRunCreateOrConnectWithoutSpaceInput = {
    where: Prisma.ImportRunWhereUniqueInput;
    create: Prisma.XOR<Prisma.ImportRunCreateWithoutSpaceInput, Prisma.ImportRunUncheckedCreateWithoutSpaceInput>;
};
export type ImportRunCreateManySpaceInputEnvelope = {
    data: Prisma.ImportRunCreateManySpaceInput | Prisma.ImportRunCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type ImportRunUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.ImportRunWhereUniqueInput;
    update: Prisma.XOR<Prisma.ImportRunUpdateWithoutSpaceInput, Prisma.ImportRunUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.ImportRunCreateWithoutSpaceInput, Prisma.ImportRunUncheckedCreateWithoutSpaceInput>;
};
export type ImportRunUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.ImportRunWhereUniqueInput;
    data: Prisma.XOR<Prisma.ImportRunUpdateWithoutSpaceInput, Prisma.ImportRunUncheckedUpdateWithoutSpaceInput>;
};
export type ImportRunUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.ImportRunScalarWhereInput;
    data: Prisma.XOR<Prisma.ImportRunUpdateManyMutationInput, Prisma.ImportRunUncheckedUpdateManyWithoutSpaceInput>;
};
export type ImportRunScalarWhereInput = {
    AND?: Prisma.ImportRunScalarWhereInput | Prisma.ImportRunScalarWhereInput[];
    OR?: Prisma.ImportRunScalarWhereInput[];
    NOT?: Prisma.ImportRunScalarWhereInput | Prisma.ImportRunScalarWhereInput[];
    id?: Prisma.StringFilter<"ImportRun"> | string;
    organizationId?: Prisma.StringFilter<"ImportRun"> | string;
    spaceId?: Prisma.StringFilter<"ImportRun"> | string;
    changeRequestId?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    pageId?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFilter<"ImportRun"> | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    fileIds?: Prisma.StringNullableListFilter<"ImportRun">;
    status?: Prisma.EnumImportRunStatusFilter<"ImportRun"> | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFilter<"ImportRun"> | string;
    errorCode?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    errorMessage?: Prisma.StringNullableFilter<"ImportRun"> | string | null;
    createdAt?: Prisma.DateTimeFilter<"ImportRun"> | Date | string;
    startedAt?: Prisma.DateTimeNullableFilter<"ImportRun"> | Date | string | null;
    finishedAt?: Prisma.DateTimeNullableFilter<"ImportRun"> | Date | string | null;
};
export type ImportRunCreateWithoutPagesInput = {
    id: string;
    organizationId: string;
    changeRequestId?: string | null;
    pageId?: string | null;
    sourceType: $Enums.ImportRunSourceType;
    websiteUrl?: string | null;
    fileIds?: Prisma.ImportRunCreatefileIdsInput | string[];
    status?: $Enums.ImportRunStatus;
    createdById: string;
    errorCode?: string | null;
    errorMessage?: string | null;
    createdAt?: Date | string;
    startedAt?: Date | string | null;
    finishedAt?: Date | string | null;
    space: Prisma.SpaceCreateNestedOneWithoutImportRunsInput;
};
export type ImportRunUncheckedCreateWithoutPagesInput = {
    id: string;
    organizationId: string;
    spaceId: string;
    changeRequestId?: string | null;
    pageId?: string | null;
    sourceType: $Enums.ImportRunSourceType;
    websiteUrl?: string | null;
    fileIds?: Prisma.ImportRunCreatefileIdsInput | string[];
    status?: $Enums.ImportRunStatus;
    createdById: string;
    errorCode?: string | null;
    errorMessage?: string | null;
    createdAt?: Date | string;
    startedAt?: Date | string | null;
    finishedAt?: Date | string | null;
};
export type ImportRunCreateOrConnectWithoutPagesInput = {
    where: Prisma.ImportRunWhereUniqueInput;
    create: Prisma.XOR<Prisma.ImportRunCreateWithoutPagesInput, Prisma.ImportRunUncheckedCreateWithoutPagesInput>;
};
export type ImportRunUpsertWithoutPagesInput = {
    update: Prisma.XOR<Prisma.ImportRunUpdateWithoutPagesInput, Prisma.ImportRunUncheckedUpdateWithoutPagesInput>;
    create: Prisma.XOR<Prisma.ImportRunCreateWithoutPagesInput, Prisma.ImportRunUncheckedCreateWithoutPagesInput>;
    where?: Prisma.ImportRunWhereInput;
};
export type ImportRunUpdateToOneWithWhereWithoutPagesInput = {
    where?: Prisma.ImportRunWhereInput;
    data: Prisma.XOR<Prisma.ImportRunUpdateWithoutPagesInput, Prisma.ImportRunUncheckedUpdateWithoutPagesInput>;
};
export type ImportRunUpdateWithoutPagesInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFieldUpdateOperationsInput | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    fileIds?: Prisma.ImportRunUpdatefileIdsInput | string[];
    status?: Prisma.EnumImportRunStatusFieldUpdateOperationsInput | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    startedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    finishedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    space?: Prisma.SpaceUpdateOneRequiredWithoutImportRunsNestedInput;
};
export type ImportRunUncheckedUpdateWithoutPagesInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFieldUpdateOperationsInput | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    fileIds?: Prisma.ImportRunUpdatefileIdsInput | string[];
    status?: Prisma.EnumImportRunStatusFieldUpdateOperationsInput | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    startedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    finishedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
export type ImportRunCreateManySpaceInput = {
    id: string;
    organizationId: string;
    changeRequestId?: string | null;
    pageId?: string | null;
    sourceType: $Enums.ImportRunSourceType;
    websiteUrl?: string | null;
    fileIds?: Prisma.ImportRunCreatefileIdsInput | string[];
    status?: $Enums.ImportRunStatus;
    createdById: string;
    errorCode?: string | null;
    errorMessage?: string | null;
    createdAt?: Date | string;
    startedAt?: Date | string | null;
    finishedAt?: Date | string | null;
};
export type ImportRunUpdateWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFieldUpdateOperationsInput | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    fileIds?: Prisma.ImportRunUpdatefileIdsInput | string[];
    status?: Prisma.EnumImportRunStatusFieldUpdateOperationsInput | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    startedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    finishedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    pages?: Prisma.ImportRunPageUpdateManyWithoutRunNestedInput;
};
export type ImportRunUncheckedUpdateWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFieldUpdateOperationsInput | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    fileIds?: Prisma.ImportRunUpdatefileIdsInput | string[];
    status?: Prisma.EnumImportRunStatusFieldUpdateOperationsInput | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    startedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    finishedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    pages?: Prisma.ImportRunPageUncheckedUpdateManyWithoutRunNestedInput;
};
export type ImportRunUncheckedUpdateManyWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    changeRequestId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    sourceType?: Prisma.EnumImportRunSourceTypeFieldUpdateOperationsInput | $Enums.ImportRunSourceType;
    websiteUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    fileIds?: Prisma.ImportRunUpdatefileIdsInput | string[];
    status?: Prisma.EnumImportRunStatusFieldUpdateOperationsInput | $Enums.ImportRunStatus;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    startedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    finishedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
};
/**
 * Count Type ImportRunCountOutputType
 */
export type ImportRunCountOutputType = {
    pages: number;
};
export type ImportRunCountOutputTypeSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    pages?: boolean | ImportRunCountOutputTypeCountPagesArgs;
};
/**
 * ImportRunCountOutputType without action
 */
export type ImportRunCountOutputTypeDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRunCountOutputType
     */
    select?: Prisma.ImportRunCountOutputTypeSelect<ExtArgs> | null;
};
/**
 * ImportRunCountOutputType without action
 */
export type ImportRunCountOutputTypeCountPagesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ImportRunPageWhereInput;
};
export type ImportRunSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    spaceId?: boolean;
    changeRequestId?: boolean;
    pageId?: boolean;
    sourceType?: boolean;
    websiteUrl?: boolean;
    fileIds?: boolean;
    status?: boolean;
    createdById?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
    createdAt?: boolean;
    startedAt?: boolean;
    finishedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
    pages?: boolean | Prisma.ImportRun$pagesArgs<ExtArgs>;
    _count?: boolean | Prisma.ImportRunCountOutputTypeDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["importRun"]>;
export type ImportRunSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    spaceId?: boolean;
    changeRequestId?: boolean;
    pageId?: boolean;
    sourceType?: boolean;
    websiteUrl?: boolean;
    fileIds?: boolean;
    status?: boolean;
    createdById?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
    createdAt?: boolean;
    startedAt?: boolean;
    finishedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["importRun"]>;
export type ImportRunSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    spaceId?: boolean;
    changeRequestId?: boolean;
    pageId?: boolean;
    sourceType?: boolean;
    websiteUrl?: boolean;
    fileIds?: boolean;
    status?: boolean;
    createdById?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
    createdAt?: boolean;
    startedAt?: boolean;
    finishedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["importRun"]>;
export type ImportRunSelectScalar = {
    id?: boolean;
    organizationId?: boolean;
    spaceId?: boolean;
    changeRequestId?: boolean;
    pageId?: boolean;
    sourceType?: boolean;
    websiteUrl?: boolean;
    fileIds?: boolean;
    status?: boolean;
    createdById?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
    createdAt?: boolean;
    startedAt?: boolean;
    finishedAt?: boolean;
};
export type ImportRunOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "organizationId" | "spaceId" | "changeRequestId" | "pageId" | "sourceType" | "websiteUrl" | "fileIds" | "status" | "createdById" | "errorCode" | "errorMessage" | "createdAt" | "startedAt" | "finishedAt", ExtArgs["result"]["importRun"]>;
export type ImportRunInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
    pages?: boolean | Prisma.ImportRun$pagesArgs<ExtArgs>;
    _count?: boolean | Prisma.ImportRunCountOutputTypeDefaultArgs<ExtArgs>;
};
export type ImportRunIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type ImportRunIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $ImportRunPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "ImportRun";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
        pages: Prisma.$ImportRunPagePayload<ExtArgs>[];
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        organizationId: string;
        spaceId: string;
        changeRequestId: string | null;
        pageId: string | null;
        sourceType: $Enums.ImportRunSourceType;
        websiteUrl: string | null;
        fileIds: string[];
        status: $Enums.ImportRunStatus;
        createdById: string;
        errorCode: string | null;
        errorMessage: string | null;
        createdAt: Date;
        startedAt: Date | null;
        finishedAt: Date | null;
    }, ExtArgs["result"]["importRun"]>;
    composites: {};
};
export type ImportRunGetPayload<S extends boolean | null | undefined | ImportRunDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$ImportRunPayload, S>;
export type ImportRunCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<ImportRunFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: ImportRunCountAggregateInputType | true;
};
export interface ImportRunDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['ImportRun'];
        meta: {
            name: 'ImportRun';
        };
    };
    /**
     * Find zero or one ImportRun that matches the filter.
     * @param {ImportRunFindUniqueArgs} args - Arguments to find a ImportRun
     * @example
     * // Get one ImportRun
     * const importRun = await prisma.importRun.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends ImportRunFindUniqueArgs>(args: Prisma.SelectSubset<T, ImportRunFindUniqueArgs<ExtArgs>>): Prisma.Prisma__ImportRunClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one ImportRun that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {ImportRunFindUniqueOrThrowArgs} args - Arguments to find a ImportRun
     * @example
     * // Get one ImportRun
     * const importRun = await prisma.importRun.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends ImportRunFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, ImportRunFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__ImportRunClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ImportRun that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunFindFirstArgs} args - Arguments to find a ImportRun
     * @example
     * // Get one ImportRun
     * const importRun = await prisma.importRun.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends ImportRunFindFirstArgs>(args?: Prisma.SelectSubset<T, ImportRunFindFirstArgs<ExtArgs>>): Prisma.Prisma__ImportRunClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ImportRun that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunFindFirstOrThrowArgs} args - Arguments to find a ImportRun
     * @example
     * // Get one ImportRun
     * const importRun = await prisma.importRun.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends ImportRunFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, ImportRunFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__ImportRunClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more ImportRuns that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all ImportRuns
     * const importRuns = await prisma.importRun.findMany()
     *
     * // Get first 10 ImportRuns
     * const importRuns = await prisma.importRun.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const importRunWithIdOnly = await prisma.importRun.findMany({ select: { id: true } })
     *
     */
    findMany<T extends ImportRunFindManyArgs>(args?: Prisma.SelectSubset<T, ImportRunFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a ImportRun.
     * @param {ImportRunCreateArgs} args - Arguments to create a ImportRun.
     * @example
     * // Create one ImportRun
     * const ImportRun = await prisma.importRun.create({
     *   data: {
     *     // ... data to create a ImportRun
     *   }
     * })
     *
     */
    create<T extends ImportRunCreateArgs>(args: Prisma.SelectSubset<T, ImportRunCreateArgs<ExtArgs>>): Prisma.Prisma__ImportRunClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many ImportRuns.
     * @param {ImportRunCreateManyArgs} args - Arguments to create many ImportRuns.
     * @example
     * // Create many ImportRuns
     * const importRun = await prisma.importRun.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends ImportRunCreateManyArgs>(args?: Prisma.SelectSubset<T, ImportRunCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many ImportRuns and returns the data saved in the database.
     * @param {ImportRunCreateManyAndReturnArgs} args - Arguments to create many ImportRuns.
     * @example
     * // Create many ImportRuns
     * const importRun = await prisma.importRun.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many ImportRuns and only return the `id`
     * const importRunWithIdOnly = await prisma.importRun.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends ImportRunCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, ImportRunCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a ImportRun.
     * @param {ImportRunDeleteArgs} args - Arguments to delete one ImportRun.
     * @example
     * // Delete one ImportRun
     * const ImportRun = await prisma.importRun.delete({
     *   where: {
     *     // ... filter to delete one ImportRun
     *   }
     * })
     *
     */
    delete<T extends ImportRunDeleteArgs>(args: Prisma.SelectSubset<T, ImportRunDeleteArgs<ExtArgs>>): Prisma.Prisma__ImportRunClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one ImportRun.
     * @param {ImportRunUpdateArgs} args - Arguments to update one ImportRun.
     * @example
     * // Update one ImportRun
     * const importRun = await prisma.importRun.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends ImportRunUpdateArgs>(args: Prisma.SelectSubset<T, ImportRunUpdateArgs<ExtArgs>>): Prisma.Prisma__ImportRunClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more ImportRuns.
     * @param {ImportRunDeleteManyArgs} args - Arguments to filter ImportRuns to delete.
     * @example
     * // Delete a few ImportRuns
     * const { count } = await prisma.importRun.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends ImportRunDeleteManyArgs>(args?: Prisma.SelectSubset<T, ImportRunDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ImportRuns.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many ImportRuns
     * const importRun = await prisma.importRun.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends ImportRunUpdateManyArgs>(args: Prisma.SelectSubset<T, ImportRunUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ImportRuns and returns the data updated in the database.
     * @param {ImportRunUpdateManyAndReturnArgs} args - Arguments to update many ImportRuns.
     * @example
     * // Update many ImportRuns
     * const importRun = await prisma.importRun.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more ImportRuns and only return the `id`
     * const importRunWithIdOnly = await prisma.importRun.updateManyAndReturn({
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
    updateManyAndReturn<T extends ImportRunUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, ImportRunUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one ImportRun.
     * @param {ImportRunUpsertArgs} args - Arguments to update or create a ImportRun.
     * @example
     * // Update or create a ImportRun
     * const importRun = await prisma.importRun.upsert({
     *   create: {
     *     // ... data to create a ImportRun
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the ImportRun we want to update
     *   }
     * })
     */
    upsert<T extends ImportRunUpsertArgs>(args: Prisma.SelectSubset<T, ImportRunUpsertArgs<ExtArgs>>): Prisma.Prisma__ImportRunClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of ImportRuns.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunCountArgs} args - Arguments to filter ImportRuns to count.
     * @example
     * // Count the number of ImportRuns
     * const count = await prisma.importRun.count({
     *   where: {
     *     // ... the filter for the ImportRuns we want to count
     *   }
     * })
    **/
    count<T extends ImportRunCountArgs>(args?: Prisma.Subset<T, ImportRunCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], ImportRunCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a ImportRun.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends ImportRunAggregateArgs>(args: Prisma.Subset<T, ImportRunAggregateArgs>): Prisma.PrismaPromise<GetImportRunAggregateType<T>>;
    /**
     * Group by ImportRun.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunGroupByArgs} args - Group by arguments.
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
    groupBy<T extends ImportRunGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: ImportRunGroupByArgs['orderBy'];
    } : {
        orderBy?: ImportRunGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, ImportRunGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetImportRunGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the ImportRun model
     */
    readonly fields: ImportRunFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for ImportRun.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__ImportRunClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    space<T extends Prisma.SpaceDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.SpaceDefaultArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
    pages<T extends Prisma.ImportRun$pagesArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.ImportRun$pagesArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
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
 * Fields of the ImportRun model
 */
export interface ImportRunFieldRefs {
    readonly id: Prisma.FieldRef<"ImportRun", 'String'>;
    readonly organizationId: Prisma.FieldRef<"ImportRun", 'String'>;
    readonly spaceId: Prisma.FieldRef<"ImportRun", 'String'>;
    readonly changeRequestId: Prisma.FieldRef<"ImportRun", 'String'>;
    readonly pageId: Prisma.FieldRef<"ImportRun", 'String'>;
    readonly sourceType: Prisma.FieldRef<"ImportRun", 'ImportRunSourceType'>;
    readonly websiteUrl: Prisma.FieldRef<"ImportRun", 'String'>;
    readonly fileIds: Prisma.FieldRef<"ImportRun", 'String[]'>;
    readonly status: Prisma.FieldRef<"ImportRun", 'ImportRunStatus'>;
    readonly createdById: Prisma.FieldRef<"ImportRun", 'String'>;
    readonly errorCode: Prisma.FieldRef<"ImportRun", 'String'>;
    readonly errorMessage: Prisma.FieldRef<"ImportRun", 'String'>;
    readonly createdAt: Prisma.FieldRef<"ImportRun", 'DateTime'>;
    readonly startedAt: Prisma.FieldRef<"ImportRun", 'DateTime'>;
    readonly finishedAt: Prisma.FieldRef<"ImportRun", 'DateTime'>;
}
/**
 * ImportRun findUnique
 */
export type ImportRunFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
    /**
     * Filter, which ImportRun to fetch.
     */
    where: Prisma.ImportRunWhereUniqueInput;
};
/**
 * ImportRun findUniqueOrThrow
 */
export type ImportRunFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
    /**
     * Filter, which ImportRun to fetch.
     */
    where: Prisma.ImportRunWhereUniqueInput;
};
/**
 * ImportRun findFirst
 */
export type ImportRunFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
    /**
     * Filter, which ImportRun to fetch.
     */
    where?: Prisma.ImportRunWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ImportRuns to fetch.
     */
    orderBy?: Prisma.ImportRunOrderByWithRelationInput | Prisma.ImportRunOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ImportRuns.
     */
    cursor?: Prisma.ImportRunWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ImportRuns from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ImportRuns.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ImportRuns.
     */
    distinct?: Prisma.ImportRunScalarFieldEnum | Prisma.ImportRunScalarFieldEnum[];
};
/**
 * ImportRun findFirstOrThrow
 */
export type ImportRunFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
    /**
     * Filter, which ImportRun to fetch.
     */
    where?: Prisma.ImportRunWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ImportRuns to fetch.
     */
    orderBy?: Prisma.ImportRunOrderByWithRelationInput | Prisma.ImportRunOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ImportRuns.
     */
    cursor?: Prisma.ImportRunWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ImportRuns from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ImportRuns.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ImportRuns.
     */
    distinct?: Prisma.ImportRunScalarFieldEnum | Prisma.ImportRunScalarFieldEnum[];
};
/**
 * ImportRun findMany
 */
export type ImportRunFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
    /**
     * Filter, which ImportRuns to fetch.
     */
    where?: Prisma.ImportRunWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ImportRuns to fetch.
     */
    orderBy?: Prisma.ImportRunOrderByWithRelationInput | Prisma.ImportRunOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing ImportRuns.
     */
    cursor?: Prisma.ImportRunWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ImportRuns from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ImportRuns.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ImportRuns.
     */
    distinct?: Prisma.ImportRunScalarFieldEnum | Prisma.ImportRunScalarFieldEnum[];
};
/**
 * ImportRun create
 */
export type ImportRunCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
    /**
     * The data needed to create a ImportRun.
     */
    data: Prisma.XOR<Prisma.ImportRunCreateInput, Prisma.ImportRunUncheckedCreateInput>;
};
/**
 * ImportRun createMany
 */
export type ImportRunCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many ImportRuns.
     */
    data: Prisma.ImportRunCreateManyInput | Prisma.ImportRunCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * ImportRun createManyAndReturn
 */
export type ImportRunCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * The data used to create many ImportRuns.
     */
    data: Prisma.ImportRunCreateManyInput | Prisma.ImportRunCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * ImportRun update
 */
export type ImportRunUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
    /**
     * The data needed to update a ImportRun.
     */
    data: Prisma.XOR<Prisma.ImportRunUpdateInput, Prisma.ImportRunUncheckedUpdateInput>;
    /**
     * Choose, which ImportRun to update.
     */
    where: Prisma.ImportRunWhereUniqueInput;
};
/**
 * ImportRun updateMany
 */
export type ImportRunUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update ImportRuns.
     */
    data: Prisma.XOR<Prisma.ImportRunUpdateManyMutationInput, Prisma.ImportRunUncheckedUpdateManyInput>;
    /**
     * Filter which ImportRuns to update
     */
    where?: Prisma.ImportRunWhereInput;
    /**
     * Limit how many ImportRuns to update.
     */
    limit?: number;
};
/**
 * ImportRun updateManyAndReturn
 */
export type ImportRunUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * The data used to update ImportRuns.
     */
    data: Prisma.XOR<Prisma.ImportRunUpdateManyMutationInput, Prisma.ImportRunUncheckedUpdateManyInput>;
    /**
     * Filter which ImportRuns to update
     */
    where?: Prisma.ImportRunWhereInput;
    /**
     * Limit how many ImportRuns to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * ImportRun upsert
 */
export type ImportRunUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
    /**
     * The filter to search for the ImportRun to update in case it exists.
     */
    where: Prisma.ImportRunWhereUniqueInput;
    /**
     * In case the ImportRun found by the `where` argument doesn't exist, create a new ImportRun with this data.
     */
    create: Prisma.XOR<Prisma.ImportRunCreateInput, Prisma.ImportRunUncheckedCreateInput>;
    /**
     * In case the ImportRun was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.ImportRunUpdateInput, Prisma.ImportRunUncheckedUpdateInput>;
};
/**
 * ImportRun delete
 */
export type ImportRunDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
    /**
     * Filter which ImportRun to delete.
     */
    where: Prisma.ImportRunWhereUniqueInput;
};
/**
 * ImportRun deleteMany
 */
export type ImportRunDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ImportRuns to delete
     */
    where?: Prisma.ImportRunWhereInput;
    /**
     * Limit how many ImportRuns to delete.
     */
    limit?: number;
};
/**
 * ImportRun.pages
 */
export type ImportRun$pagesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRunPage
     */
    select?: Prisma.ImportRunPageSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRunPage
     */
    omit?: Prisma.ImportRunPageOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunPageInclude<ExtArgs> | null;
    where?: Prisma.ImportRunPageWhereInput;
    orderBy?: Prisma.ImportRunPageOrderByWithRelationInput | Prisma.ImportRunPageOrderByWithRelationInput[];
    cursor?: Prisma.ImportRunPageWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.ImportRunPageScalarFieldEnum | Prisma.ImportRunPageScalarFieldEnum[];
};
/**
 * ImportRun without action
 */
export type ImportRunDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
};
