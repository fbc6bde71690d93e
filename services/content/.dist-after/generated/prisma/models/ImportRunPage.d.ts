import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model ImportRunPage
 *
 */
export type ImportRunPageModel = runtime.Types.Result.DefaultSelection<Prisma.$ImportRunPagePayload>;
export type AggregateImportRunPage = {
    _count: ImportRunPageCountAggregateOutputType | null;
    _avg: ImportRunPageAvgAggregateOutputType | null;
    _sum: ImportRunPageSumAggregateOutputType | null;
    _min: ImportRunPageMinAggregateOutputType | null;
    _max: ImportRunPageMaxAggregateOutputType | null;
};
export type ImportRunPageAvgAggregateOutputType = {
    position: number | null;
};
export type ImportRunPageSumAggregateOutputType = {
    position: number | null;
};
export type ImportRunPageMinAggregateOutputType = {
    importRunId: string | null;
    position: number | null;
    sourceKey: string | null;
    status: $Enums.ImportRunPageStatus | null;
    pageId: string | null;
    errorCode: string | null;
    errorMessage: string | null;
};
export type ImportRunPageMaxAggregateOutputType = {
    importRunId: string | null;
    position: number | null;
    sourceKey: string | null;
    status: $Enums.ImportRunPageStatus | null;
    pageId: string | null;
    errorCode: string | null;
    errorMessage: string | null;
};
export type ImportRunPageCountAggregateOutputType = {
    importRunId: number;
    position: number;
    sourceKey: number;
    status: number;
    pageId: number;
    errorCode: number;
    errorMessage: number;
    _all: number;
};
export type ImportRunPageAvgAggregateInputType = {
    position?: true;
};
export type ImportRunPageSumAggregateInputType = {
    position?: true;
};
export type ImportRunPageMinAggregateInputType = {
    importRunId?: true;
    position?: true;
    sourceKey?: true;
    status?: true;
    pageId?: true;
    errorCode?: true;
    errorMessage?: true;
};
export type ImportRunPageMaxAggregateInputType = {
    importRunId?: true;
    position?: true;
    sourceKey?: true;
    status?: true;
    pageId?: true;
    errorCode?: true;
    errorMessage?: true;
};
export type ImportRunPageCountAggregateInputType = {
    importRunId?: true;
    position?: true;
    sourceKey?: true;
    status?: true;
    pageId?: true;
    errorCode?: true;
    errorMessage?: true;
    _all?: true;
};
export type ImportRunPageAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ImportRunPage to aggregate.
     */
    where?: Prisma.ImportRunPageWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ImportRunPages to fetch.
     */
    orderBy?: Prisma.ImportRunPageOrderByWithRelationInput | Prisma.ImportRunPageOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.ImportRunPageWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ImportRunPages from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ImportRunPages.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned ImportRunPages
    **/
    _count?: true | ImportRunPageCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: ImportRunPageAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: ImportRunPageSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: ImportRunPageMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: ImportRunPageMaxAggregateInputType;
};
export type GetImportRunPageAggregateType<T extends ImportRunPageAggregateArgs> = {
    [P in keyof T & keyof AggregateImportRunPage]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateImportRunPage[P]> : Prisma.GetScalarType<T[P], AggregateImportRunPage[P]>;
};
export type ImportRunPageGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ImportRunPageWhereInput;
    orderBy?: Prisma.ImportRunPageOrderByWithAggregationInput | Prisma.ImportRunPageOrderByWithAggregationInput[];
    by: Prisma.ImportRunPageScalarFieldEnum[] | Prisma.ImportRunPageScalarFieldEnum;
    having?: Prisma.ImportRunPageScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: ImportRunPageCountAggregateInputType | true;
    _avg?: ImportRunPageAvgAggregateInputType;
    _sum?: ImportRunPageSumAggregateInputType;
    _min?: ImportRunPageMinAggregateInputType;
    _max?: ImportRunPageMaxAggregateInputType;
};
export type ImportRunPageGroupByOutputType = {
    importRunId: string;
    position: number;
    sourceKey: string;
    status: $Enums.ImportRunPageStatus;
    pageId: string | null;
    errorCode: string | null;
    errorMessage: string | null;
    _count: ImportRunPageCountAggregateOutputType | null;
    _avg: ImportRunPageAvgAggregateOutputType | null;
    _sum: ImportRunPageSumAggregateOutputType | null;
    _min: ImportRunPageMinAggregateOutputType | null;
    _max: ImportRunPageMaxAggregateOutputType | null;
};
export type GetImportRunPageGroupByPayload<T extends ImportRunPageGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<ImportRunPageGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof ImportRunPageGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], ImportRunPageGroupByOutputType[P]> : Prisma.GetScalarType<T[P], ImportRunPageGroupByOutputType[P]>;
}>>;
export type ImportRunPageWhereInput = {
    AND?: Prisma.ImportRunPageWhereInput | Prisma.ImportRunPageWhereInput[];
    OR?: Prisma.ImportRunPageWhereInput[];
    NOT?: Prisma.ImportRunPageWhereInput | Prisma.ImportRunPageWhereInput[];
    importRunId?: Prisma.StringFilter<"ImportRunPage"> | string;
    position?: Prisma.IntFilter<"ImportRunPage"> | number;
    sourceKey?: Prisma.StringFilter<"ImportRunPage"> | string;
    status?: Prisma.EnumImportRunPageStatusFilter<"ImportRunPage"> | $Enums.ImportRunPageStatus;
    pageId?: Prisma.StringNullableFilter<"ImportRunPage"> | string | null;
    errorCode?: Prisma.StringNullableFilter<"ImportRunPage"> | string | null;
    errorMessage?: Prisma.StringNullableFilter<"ImportRunPage"> | string | null;
    run?: Prisma.XOR<Prisma.ImportRunScalarRelationFilter, Prisma.ImportRunWhereInput>;
};
export type ImportRunPageOrderByWithRelationInput = {
    importRunId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    sourceKey?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    pageId?: Prisma.SortOrderInput | Prisma.SortOrder;
    errorCode?: Prisma.SortOrderInput | Prisma.SortOrder;
    errorMessage?: Prisma.SortOrderInput | Prisma.SortOrder;
    run?: Prisma.ImportRunOrderByWithRelationInput;
};
export type ImportRunPageWhereUniqueInput = Prisma.AtLeast<{
    importRunId_sourceKey?: Prisma.ImportRunPageImportRunIdSourceKeyCompoundUniqueInput;
    importRunId_position?: Prisma.ImportRunPageImportRunIdPositionCompoundUniqueInput;
    AND?: Prisma.ImportRunPageWhereInput | Prisma.ImportRunPageWhereInput[];
    OR?: Prisma.ImportRunPageWhereInput[];
    NOT?: Prisma.ImportRunPageWhereInput | Prisma.ImportRunPageWhereInput[];
    importRunId?: Prisma.StringFilter<"ImportRunPage"> | string;
    position?: Prisma.IntFilter<"ImportRunPage"> | number;
    sourceKey?: Prisma.StringFilter<"ImportRunPage"> | string;
    status?: Prisma.EnumImportRunPageStatusFilter<"ImportRunPage"> | $Enums.ImportRunPageStatus;
    pageId?: Prisma.StringNullableFilter<"ImportRunPage"> | string | null;
    errorCode?: Prisma.StringNullableFilter<"ImportRunPage"> | string | null;
    errorMessage?: Prisma.StringNullableFilter<"ImportRunPage"> | string | null;
    run?: Prisma.XOR<Prisma.ImportRunScalarRelationFilter, Prisma.ImportRunWhereInput>;
}, "importRunId_position" | "importRunId_sourceKey">;
export type ImportRunPageOrderByWithAggregationInput = {
    importRunId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    sourceKey?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    pageId?: Prisma.SortOrderInput | Prisma.SortOrder;
    errorCode?: Prisma.SortOrderInput | Prisma.SortOrder;
    errorMessage?: Prisma.SortOrderInput | Prisma.SortOrder;
    _count?: Prisma.ImportRunPageCountOrderByAggregateInput;
    _avg?: Prisma.ImportRunPageAvgOrderByAggregateInput;
    _max?: Prisma.ImportRunPageMaxOrderByAggregateInput;
    _min?: Prisma.ImportRunPageMinOrderByAggregateInput;
    _sum?: Prisma.ImportRunPageSumOrderByAggregateInput;
};
export type ImportRunPageScalarWhereWithAggregatesInput = {
    AND?: Prisma.ImportRunPageScalarWhereWithAggregatesInput | Prisma.ImportRunPageScalarWhereWithAggregatesInput[];
    OR?: Prisma.ImportRunPageScalarWhereWithAggregatesInput[];
    NOT?: Prisma.ImportRunPageScalarWhereWithAggregatesInput | Prisma.ImportRunPageScalarWhereWithAggregatesInput[];
    importRunId?: Prisma.StringWithAggregatesFilter<"ImportRunPage"> | string;
    position?: Prisma.IntWithAggregatesFilter<"ImportRunPage"> | number;
    sourceKey?: Prisma.StringWithAggregatesFilter<"ImportRunPage"> | string;
    status?: Prisma.EnumImportRunPageStatusWithAggregatesFilter<"ImportRunPage"> | $Enums.ImportRunPageStatus;
    pageId?: Prisma.StringNullableWithAggregatesFilter<"ImportRunPage"> | string | null;
    errorCode?: Prisma.StringNullableWithAggregatesFilter<"ImportRunPage"> | string | null;
    errorMessage?: Prisma.StringNullableWithAggregatesFilter<"ImportRunPage"> | string | null;
};
export type ImportRunPageCreateInput = {
    position: number;
    sourceKey: string;
    status: $Enums.ImportRunPageStatus;
    pageId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
    run: Prisma.ImportRunCreateNestedOneWithoutPagesInput;
};
export type ImportRunPageUncheckedCreateInput = {
    importRunId: string;
    position: number;
    sourceKey: string;
    status: $Enums.ImportRunPageStatus;
    pageId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
};
export type ImportRunPageUpdateInput = {
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceKey?: Prisma.StringFieldUpdateOperationsInput | string;
    status?: Prisma.EnumImportRunPageStatusFieldUpdateOperationsInput | $Enums.ImportRunPageStatus;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    run?: Prisma.ImportRunUpdateOneRequiredWithoutPagesNestedInput;
};
export type ImportRunPageUncheckedUpdateInput = {
    importRunId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceKey?: Prisma.StringFieldUpdateOperationsInput | string;
    status?: Prisma.EnumImportRunPageStatusFieldUpdateOperationsInput | $Enums.ImportRunPageStatus;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type ImportRunPageCreateManyInput = {
    importRunId: string;
    position: number;
    sourceKey: string;
    status: $Enums.ImportRunPageStatus;
    pageId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
};
export type ImportRunPageUpdateManyMutationInput = {
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceKey?: Prisma.StringFieldUpdateOperationsInput | string;
    status?: Prisma.EnumImportRunPageStatusFieldUpdateOperationsInput | $Enums.ImportRunPageStatus;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type ImportRunPageUncheckedUpdateManyInput = {
    importRunId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceKey?: Prisma.StringFieldUpdateOperationsInput | string;
    status?: Prisma.EnumImportRunPageStatusFieldUpdateOperationsInput | $Enums.ImportRunPageStatus;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type ImportRunPageListRelationFilter = {
    every?: Prisma.ImportRunPageWhereInput;
    some?: Prisma.ImportRunPageWhereInput;
    none?: Prisma.ImportRunPageWhereInput;
};
export type ImportRunPageOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type ImportRunPageImportRunIdSourceKeyCompoundUniqueInput = {
    importRunId: string;
    sourceKey: string;
};
export type ImportRunPageImportRunIdPositionCompoundUniqueInput = {
    importRunId: string;
    position: number;
};
export type ImportRunPageCountOrderByAggregateInput = {
    importRunId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    sourceKey?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    errorMessage?: Prisma.SortOrder;
};
export type ImportRunPageAvgOrderByAggregateInput = {
    position?: Prisma.SortOrder;
};
export type ImportRunPageMaxOrderByAggregateInput = {
    importRunId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    sourceKey?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    errorMessage?: Prisma.SortOrder;
};
export type ImportRunPageMinOrderByAggregateInput = {
    importRunId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    sourceKey?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    errorCode?: Prisma.SortOrder;
    errorMessage?: Prisma.SortOrder;
};
export type ImportRunPageSumOrderByAggregateInput = {
    position?: Prisma.SortOrder;
};
export type ImportRunPageCreateNestedManyWithoutRunInput = {
    create?: Prisma.XOR<Prisma.ImportRunPageCreateWithoutRunInput, Prisma.ImportRunPageUncheckedCreateWithoutRunInput> | Prisma.ImportRunPageCreateWithoutRunInput[] | Prisma.ImportRunPageUncheckedCreateWithoutRunInput[];
    connectOrCreate?: Prisma.ImportRunPageCreateOrConnectWithoutRunInput | Prisma.ImportRunPageCreateOrConnectWithoutRunInput[];
    createMany?: Prisma.ImportRunPageCreateManyRunInputEnvelope;
    connect?: Prisma.ImportRunPageWhereUniqueInput | Prisma.ImportRunPageWhereUniqueInput[];
};
export type ImportRunPageUncheckedCreateNestedManyWithoutRunInput = {
    create?: Prisma.XOR<Prisma.ImportRunPageCreateWithoutRunInput, Prisma.ImportRunPageUncheckedCreateWithoutRunInput> | Prisma.ImportRunPageCreateWithoutRunInput[] | Prisma.ImportRunPageUncheckedCreateWithoutRunInput[];
    connectOrCreate?: Prisma.ImportRunPageCreateOrConnectWithoutRunInput | Prisma.ImportRunPageCreateOrConnectWithoutRunInput[];
    createMany?: Prisma.ImportRunPageCreateManyRunInputEnvelope;
    connect?: Prisma.ImportRunPageWhereUniqueInput | Prisma.ImportRunPageWhereUniqueInput[];
};
export type ImportRunPageUpdateManyWithoutRunNestedInput = {
    create?: Prisma.XOR<Prisma.ImportRunPageCreateWithoutRunInput, Prisma.ImportRunPageUncheckedCreateWithoutRunInput> | Prisma.ImportRunPageCreateWithoutRunInput[] | Prisma.ImportRunPageUncheckedCreateWithoutRunInput[];
    connectOrCreate?: Prisma.ImportRunPageCreateOrConnectWithoutRunInput | Prisma.ImportRunPageCreateOrConnectWithoutRunInput[];
    upsert?: Prisma.ImportRunPageUpsertWithWhereUniqueWithoutRunInput | Prisma.ImportRunPageUpsertWithWhereUniqueWithoutRunInput[];
    createMany?: Prisma.ImportRunPageCreateManyRunInputEnvelope;
    set?: Prisma.ImportRunPageWhereUniqueInput | Prisma.ImportRunPageWhereUniqueInput[];
    disconnect?: Prisma.ImportRunPageWhereUniqueInput | Prisma.ImportRunPageWhereUniqueInput[];
    delete?: Prisma.ImportRunPageWhereUniqueInput | Prisma.ImportRunPageWhereUniqueInput[];
    connect?: Prisma.ImportRunPageWhereUniqueInput | Prisma.ImportRunPageWhereUniqueInput[];
    update?: Prisma.ImportRunPageUpdateWithWhereUniqueWithoutRunInput | Prisma.ImportRunPageUpdateWithWhereUniqueWithoutRunInput[];
    updateMany?: Prisma.ImportRunPageUpdateManyWithWhereWithoutRunInput | Prisma.ImportRunPageUpdateManyWithWhereWithoutRunInput[];
    deleteMany?: Prisma.ImportRunPageScalarWhereInput | Prisma.ImportRunPageScalarWhereInput[];
};
export type ImportRunPageUncheckedUpdateManyWithoutRunNestedInput = {
    create?: Prisma.XOR<Prisma.ImportRunPageCreateWithoutRunInput, Prisma.ImportRunPageUncheckedCreateWithoutRunInput> | Prisma.ImportRunPageCreateWithoutRunInput[] | Prisma.ImportRunPageUncheckedCreateWithoutRunInput[];
    connectOrCreate?: Prisma.ImportRunPageCreateOrConnectWithoutRunInput | Prisma.ImportRunPageCreateOrConnectWithoutRunInput[];
    upsert?: Prisma.ImportRunPageUpsertWithWhereUniqueWithoutRunInput | Prisma.ImportRunPageUpsertWithWhereUniqueWithoutRunInput[];
    createMany?: Prisma.ImportRunPageCreateManyRunInputEnvelope;
    set?: Prisma.ImportRunPageWhereUniqueInput | Prisma.ImportRunPageWhereUniqueInput[];
    disconnect?: Prisma.ImportRunPageWhereUniqueInput | Prisma.ImportRunPageWhereUniqueInput[];
    delete?: Prisma.ImportRunPageWhereUniqueInput | Prisma.ImportRunPageWhereUniqueInput[];
    connect?: Prisma.ImportRunPageWhereUniqueInput | Prisma.ImportRunPageWhereUniqueInput[];
    update?: Prisma.ImportRunPageUpdateWithWhereUniqueWithoutRunInput | Prisma.ImportRunPageUpdateWithWhereUniqueWithoutRunInput[];
    updateMany?: Prisma.ImportRunPageUpdateManyWithWhereWithoutRunInput | Prisma.ImportRunPageUpdateManyWithWhereWithoutRunInput[];
    deleteMany?: Prisma.ImportRunPageScalarWhereInput | Prisma.ImportRunPageScalarWhereInput[];
};
export type EnumImportRunPageStatusFieldUpdateOperationsInput = {
    set?: $Enums.ImportRunPageStatus;
};
export type ImportRunPageCreateWithoutRunInput = {
    position: number;
    sourceKey: string;
    status: $Enums.ImportRunPageStatus;
    pageId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
};
export type ImportRunPageUncheckedCreateWithoutRunInput = {
    position: number;
    sourceKey: string;
    status: $Enums.ImportRunPageStatus;
    pageId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
};
export type ImportRunPageCreateOrConnectWithoutRunInput = {
    where: Prisma.ImportRunPageWhereUniqueInput;
    create: Prisma.XOR<Prisma.ImportRunPageCreateWithoutRunInput, Prisma.ImportRunPageUncheckedCreateWithoutRunInput>;
};
export type ImportRunPageCreateManyRunInputEnvelope = {
    data: Prisma.ImportRunPageCreateManyRunInput | Prisma.ImportRunPageCreateManyRunInput[];
    skipDuplicates?: boolean;
};
export type ImportRunPageUpsertWithWhereUniqueWithoutRunInput = {
    where: Prisma.ImportRunPageWhereUniqueInput;
    update: Prisma.XOR<Prisma.ImportRunPageUpdateWithoutRunInput, Prisma.ImportRunPageUncheckedUpdateWithoutRunInput>;
    create: Prisma.XOR<Prisma.ImportRunPageCreateWithoutRunInput, Prisma.ImportRunPageUncheckedCreateWithoutRunInput>;
};
export type ImportRunPageUpdateWithWhereUniqueWithoutRunInput = {
    where: Prisma.ImportRunPageWhereUniqueInput;
    data: Prisma.XOR<Prisma.ImportRunPageUpdateWithoutRunInput, Prisma.ImportRunPageUncheckedUpdateWithoutRunInput>;
};
export type ImportRunPageUpdateManyWithWhereWithoutRunInput = {
    where: Prisma.ImportRunPageScalarWhereInput;
    data: Prisma.XOR<Prisma.ImportRunPageUpdateManyMutationInput, Prisma.ImportRunPageUncheckedUpdateManyWithoutRunInput>;
};
export type ImportRunPageScalarWhereInput = {
    AND?: Prisma.ImportRunPageScalarWhereInput | Prisma.ImportRunPageScalarWhereInput[];
    OR?: Prisma.ImportRunPageScalarWhereInput[];
    NOT?: Prisma.ImportRunPageScalarWhereInput | Prisma.ImportRunPageScalarWhereInput[];
    importRunId?: Prisma.StringFilter<"ImportRunPage"> | string;
    position?: Prisma.IntFilter<"ImportRunPage"> | number;
    sourceKey?: Prisma.StringFilter<"ImportRunPage"> | string;
    status?: Prisma.EnumImportRunPageStatusFilter<"ImportRunPage"> | $Enums.ImportRunPageStatus;
    pageId?: Prisma.StringNullableFilter<"ImportRunPage"> | string | null;
    errorCode?: Prisma.StringNullableFilter<"ImportRunPage"> | string | null;
    errorMessage?: Prisma.StringNullableFilter<"ImportRunPage"> | string | null;
};
export type ImportRunPageCreateManyRunInput = {
    position: number;
    sourceKey: string;
    status: $Enums.ImportRunPageStatus;
    pageId?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
};
export type ImportRunPageUpdateWithoutRunInput = {
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceKey?: Prisma.StringFieldUpdateOperationsInput | string;
    status?: Prisma.EnumImportRunPageStatusFieldUpdateOperationsInput | $Enums.ImportRunPageStatus;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type ImportRunPageUncheckedUpdateWithoutRunInput = {
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceKey?: Prisma.StringFieldUpdateOperationsInput | string;
    status?: Prisma.EnumImportRunPageStatusFieldUpdateOperationsInput | $Enums.ImportRunPageStatus;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type ImportRunPageUncheckedUpdateManyWithoutRunInput = {
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    sourceKey?: Prisma.StringFieldUpdateOperationsInput | string;
    status?: Prisma.EnumImportRunPageStatusFieldUpdateOperationsInput | $Enums.ImportRunPageStatus;
    pageId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorCode?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    errorMessage?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
};
export type ImportRunPageSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    importRunId?: boolean;
    position?: boolean;
    sourceKey?: boolean;
    status?: boolean;
    pageId?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
    run?: boolean | Prisma.ImportRunDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["importRunPage"]>;
export type ImportRunPageSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    importRunId?: boolean;
    position?: boolean;
    sourceKey?: boolean;
    status?: boolean;
    pageId?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
    run?: boolean | Prisma.ImportRunDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["importRunPage"]>;
export type ImportRunPageSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    importRunId?: boolean;
    position?: boolean;
    sourceKey?: boolean;
    status?: boolean;
    pageId?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
    run?: boolean | Prisma.ImportRunDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["importRunPage"]>;
export type ImportRunPageSelectScalar = {
    importRunId?: boolean;
    position?: boolean;
    sourceKey?: boolean;
    status?: boolean;
    pageId?: boolean;
    errorCode?: boolean;
    errorMessage?: boolean;
};
export type ImportRunPageOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"importRunId" | "position" | "sourceKey" | "status" | "pageId" | "errorCode" | "errorMessage", ExtArgs["result"]["importRunPage"]>;
export type ImportRunPageInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    run?: boolean | Prisma.ImportRunDefaultArgs<ExtArgs>;
};
export type ImportRunPageIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    run?: boolean | Prisma.ImportRunDefaultArgs<ExtArgs>;
};
export type ImportRunPageIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    run?: boolean | Prisma.ImportRunDefaultArgs<ExtArgs>;
};
export type $ImportRunPagePayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "ImportRunPage";
    objects: {
        run: Prisma.$ImportRunPayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        importRunId: string;
        position: number;
        sourceKey: string;
        status: $Enums.ImportRunPageStatus;
        pageId: string | null;
        errorCode: string | null;
        errorMessage: string | null;
    }, ExtArgs["result"]["importRunPage"]>;
    composites: {};
};
export type ImportRunPageGetPayload<S extends boolean | null | undefined | ImportRunPageDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload, S>;
export type ImportRunPageCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<ImportRunPageFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: ImportRunPageCountAggregateInputType | true;
};
export interface ImportRunPageDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['ImportRunPage'];
        meta: {
            name: 'ImportRunPage';
        };
    };
    /**
     * Find zero or one ImportRunPage that matches the filter.
     * @param {ImportRunPageFindUniqueArgs} args - Arguments to find a ImportRunPage
     * @example
     * // Get one ImportRunPage
     * const importRunPage = await prisma.importRunPage.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends ImportRunPageFindUniqueArgs>(args: Prisma.SelectSubset<T, ImportRunPageFindUniqueArgs<ExtArgs>>): Prisma.Prisma__ImportRunPageClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one ImportRunPage that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {ImportRunPageFindUniqueOrThrowArgs} args - Arguments to find a ImportRunPage
     * @example
     * // Get one ImportRunPage
     * const importRunPage = await prisma.importRunPage.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends ImportRunPageFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, ImportRunPageFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__ImportRunPageClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ImportRunPage that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunPageFindFirstArgs} args - Arguments to find a ImportRunPage
     * @example
     * // Get one ImportRunPage
     * const importRunPage = await prisma.importRunPage.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends ImportRunPageFindFirstArgs>(args?: Prisma.SelectSubset<T, ImportRunPageFindFirstArgs<ExtArgs>>): Prisma.Prisma__ImportRunPageClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ImportRunPage that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunPageFindFirstOrThrowArgs} args - Arguments to find a ImportRunPage
     * @example
     * // Get one ImportRunPage
     * const importRunPage = await prisma.importRunPage.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends ImportRunPageFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, ImportRunPageFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__ImportRunPageClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more ImportRunPages that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunPageFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all ImportRunPages
     * const importRunPages = await prisma.importRunPage.findMany()
     *
     * // Get first 10 ImportRunPages
     * const importRunPages = await prisma.importRunPage.findMany({ take: 10 })
     *
     * // Only select the `importRunId`
     * const importRunPageWithImportRunIdOnly = await prisma.importRunPage.findMany({ select: { importRunId: true } })
     *
     */
    findMany<T extends ImportRunPageFindManyArgs>(args?: Prisma.SelectSubset<T, ImportRunPageFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a ImportRunPage.
     * @param {ImportRunPageCreateArgs} args - Arguments to create a ImportRunPage.
     * @example
     * // Create one ImportRunPage
     * const ImportRunPage = await prisma.importRunPage.create({
     *   data: {
     *     // ... data to create a ImportRunPage
     *   }
     * })
     *
     */
    create<T extends ImportRunPageCreateArgs>(args: Prisma.SelectSubset<T, ImportRunPageCreateArgs<ExtArgs>>): Prisma.Prisma__ImportRunPageClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many ImportRunPages.
     * @param {ImportRunPageCreateManyArgs} args - Arguments to create many ImportRunPages.
     * @example
     * // Create many ImportRunPages
     * const importRunPage = await prisma.importRunPage.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends ImportRunPageCreateManyArgs>(args?: Prisma.SelectSubset<T, ImportRunPageCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many ImportRunPages and returns the data saved in the database.
     * @param {ImportRunPageCreateManyAndReturnArgs} args - Arguments to create many ImportRunPages.
     * @example
     * // Create many ImportRunPages
     * const importRunPage = await prisma.importRunPage.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many ImportRunPages and only return the `importRunId`
     * const importRunPageWithImportRunIdOnly = await prisma.importRunPage.createManyAndReturn({
     *   select: { importRunId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends ImportRunPageCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, ImportRunPageCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a ImportRunPage.
     * @param {ImportRunPageDeleteArgs} args - Arguments to delete one ImportRunPage.
     * @example
     * // Delete one ImportRunPage
     * const ImportRunPage = await prisma.importRunPage.delete({
     *   where: {
     *     // ... filter to delete one ImportRunPage
     *   }
     * })
     *
     */
    delete<T extends ImportRunPageDeleteArgs>(args: Prisma.SelectSubset<T, ImportRunPageDeleteArgs<ExtArgs>>): Prisma.Prisma__ImportRunPageClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one ImportRunPage.
     * @param {ImportRunPageUpdateArgs} args - Arguments to update one ImportRunPage.
     * @example
     * // Update one ImportRunPage
     * const importRunPage = await prisma.importRunPage.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends ImportRunPageUpdateArgs>(args: Prisma.SelectSubset<T, ImportRunPageUpdateArgs<ExtArgs>>): Prisma.Prisma__ImportRunPageClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more ImportRunPages.
     * @param {ImportRunPageDeleteManyArgs} args - Arguments to filter ImportRunPages to delete.
     * @example
     * // Delete a few ImportRunPages
     * const { count } = await prisma.importRunPage.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends ImportRunPageDeleteManyArgs>(args?: Prisma.SelectSubset<T, ImportRunPageDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ImportRunPages.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunPageUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many ImportRunPages
     * const importRunPage = await prisma.importRunPage.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends ImportRunPageUpdateManyArgs>(args: Prisma.SelectSubset<T, ImportRunPageUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ImportRunPages and returns the data updated in the database.
     * @param {ImportRunPageUpdateManyAndReturnArgs} args - Arguments to update many ImportRunPages.
     * @example
     * // Update many ImportRunPages
     * const importRunPage = await prisma.importRunPage.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more ImportRunPages and only return the `importRunId`
     * const importRunPageWithImportRunIdOnly = await prisma.importRunPage.updateManyAndReturn({
     *   select: { importRunId: true },
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
    updateManyAndReturn<T extends ImportRunPageUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, ImportRunPageUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one ImportRunPage.
     * @param {ImportRunPageUpsertArgs} args - Arguments to update or create a ImportRunPage.
     * @example
     * // Update or create a ImportRunPage
     * const importRunPage = await prisma.importRunPage.upsert({
     *   create: {
     *     // ... data to create a ImportRunPage
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the ImportRunPage we want to update
     *   }
     * })
     */
    upsert<T extends ImportRunPageUpsertArgs>(args: Prisma.SelectSubset<T, ImportRunPageUpsertArgs<ExtArgs>>): Prisma.Prisma__ImportRunPageClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPagePayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of ImportRunPages.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunPageCountArgs} args - Arguments to filter ImportRunPages to count.
     * @example
     * // Count the number of ImportRunPages
     * const count = await prisma.importRunPage.count({
     *   where: {
     *     // ... the filter for the ImportRunPages we want to count
     *   }
     * })
    **/
    count<T extends ImportRunPageCountArgs>(args?: Prisma.Subset<T, ImportRunPageCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], ImportRunPageCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a ImportRunPage.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunPageAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends ImportRunPageAggregateArgs>(args: Prisma.Subset<T, ImportRunPageAggregateArgs>): Prisma.PrismaPromise<GetImportRunPageAggregateType<T>>;
    /**
     * Group by ImportRunPage.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ImportRunPageGroupByArgs} args - Group by arguments.
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
    groupBy<T extends ImportRunPageGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: ImportRunPageGroupByArgs['orderBy'];
    } : {
        orderBy?: ImportRunPageGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, ImportRunPageGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetImportRunPageGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the ImportRunPage model
     */
    readonly fields: ImportRunPageFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for ImportRunPage.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__ImportRunPageClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    run<T extends Prisma.ImportRunDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.ImportRunDefaultArgs<ExtArgs>>): Prisma.Prisma__ImportRunClient<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
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
 * Fields of the ImportRunPage model
 */
export interface ImportRunPageFieldRefs {
    readonly importRunId: Prisma.FieldRef<"ImportRunPage", 'String'>;
    readonly position: Prisma.FieldRef<"ImportRunPage", 'Int'>;
    readonly sourceKey: Prisma.FieldRef<"ImportRunPage", 'String'>;
    readonly status: Prisma.FieldRef<"ImportRunPage", 'ImportRunPageStatus'>;
    readonly pageId: Prisma.FieldRef<"ImportRunPage", 'String'>;
    readonly errorCode: Prisma.FieldRef<"ImportRunPage", 'String'>;
    readonly errorMessage: Prisma.FieldRef<"ImportRunPage", 'String'>;
}
/**
 * ImportRunPage findUnique
 */
export type ImportRunPageFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which ImportRunPage to fetch.
     */
    where: Prisma.ImportRunPageWhereUniqueInput;
};
/**
 * ImportRunPage findUniqueOrThrow
 */
export type ImportRunPageFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which ImportRunPage to fetch.
     */
    where: Prisma.ImportRunPageWhereUniqueInput;
};
/**
 * ImportRunPage findFirst
 */
export type ImportRunPageFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which ImportRunPage to fetch.
     */
    where?: Prisma.ImportRunPageWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ImportRunPages to fetch.
     */
    orderBy?: Prisma.ImportRunPageOrderByWithRelationInput | Prisma.ImportRunPageOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ImportRunPages.
     */
    cursor?: Prisma.ImportRunPageWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ImportRunPages from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ImportRunPages.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ImportRunPages.
     */
    distinct?: Prisma.ImportRunPageScalarFieldEnum | Prisma.ImportRunPageScalarFieldEnum[];
};
/**
 * ImportRunPage findFirstOrThrow
 */
export type ImportRunPageFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which ImportRunPage to fetch.
     */
    where?: Prisma.ImportRunPageWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ImportRunPages to fetch.
     */
    orderBy?: Prisma.ImportRunPageOrderByWithRelationInput | Prisma.ImportRunPageOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ImportRunPages.
     */
    cursor?: Prisma.ImportRunPageWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ImportRunPages from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ImportRunPages.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ImportRunPages.
     */
    distinct?: Prisma.ImportRunPageScalarFieldEnum | Prisma.ImportRunPageScalarFieldEnum[];
};
/**
 * ImportRunPage findMany
 */
export type ImportRunPageFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter, which ImportRunPages to fetch.
     */
    where?: Prisma.ImportRunPageWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ImportRunPages to fetch.
     */
    orderBy?: Prisma.ImportRunPageOrderByWithRelationInput | Prisma.ImportRunPageOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing ImportRunPages.
     */
    cursor?: Prisma.ImportRunPageWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ImportRunPages from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ImportRunPages.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ImportRunPages.
     */
    distinct?: Prisma.ImportRunPageScalarFieldEnum | Prisma.ImportRunPageScalarFieldEnum[];
};
/**
 * ImportRunPage create
 */
export type ImportRunPageCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The data needed to create a ImportRunPage.
     */
    data: Prisma.XOR<Prisma.ImportRunPageCreateInput, Prisma.ImportRunPageUncheckedCreateInput>;
};
/**
 * ImportRunPage createMany
 */
export type ImportRunPageCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many ImportRunPages.
     */
    data: Prisma.ImportRunPageCreateManyInput | Prisma.ImportRunPageCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * ImportRunPage createManyAndReturn
 */
export type ImportRunPageCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRunPage
     */
    select?: Prisma.ImportRunPageSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRunPage
     */
    omit?: Prisma.ImportRunPageOmit<ExtArgs> | null;
    /**
     * The data used to create many ImportRunPages.
     */
    data: Prisma.ImportRunPageCreateManyInput | Prisma.ImportRunPageCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunPageIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * ImportRunPage update
 */
export type ImportRunPageUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The data needed to update a ImportRunPage.
     */
    data: Prisma.XOR<Prisma.ImportRunPageUpdateInput, Prisma.ImportRunPageUncheckedUpdateInput>;
    /**
     * Choose, which ImportRunPage to update.
     */
    where: Prisma.ImportRunPageWhereUniqueInput;
};
/**
 * ImportRunPage updateMany
 */
export type ImportRunPageUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update ImportRunPages.
     */
    data: Prisma.XOR<Prisma.ImportRunPageUpdateManyMutationInput, Prisma.ImportRunPageUncheckedUpdateManyInput>;
    /**
     * Filter which ImportRunPages to update
     */
    where?: Prisma.ImportRunPageWhereInput;
    /**
     * Limit how many ImportRunPages to update.
     */
    limit?: number;
};
/**
 * ImportRunPage updateManyAndReturn
 */
export type ImportRunPageUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRunPage
     */
    select?: Prisma.ImportRunPageSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRunPage
     */
    omit?: Prisma.ImportRunPageOmit<ExtArgs> | null;
    /**
     * The data used to update ImportRunPages.
     */
    data: Prisma.XOR<Prisma.ImportRunPageUpdateManyMutationInput, Prisma.ImportRunPageUncheckedUpdateManyInput>;
    /**
     * Filter which ImportRunPages to update
     */
    where?: Prisma.ImportRunPageWhereInput;
    /**
     * Limit how many ImportRunPages to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunPageIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * ImportRunPage upsert
 */
export type ImportRunPageUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * The filter to search for the ImportRunPage to update in case it exists.
     */
    where: Prisma.ImportRunPageWhereUniqueInput;
    /**
     * In case the ImportRunPage found by the `where` argument doesn't exist, create a new ImportRunPage with this data.
     */
    create: Prisma.XOR<Prisma.ImportRunPageCreateInput, Prisma.ImportRunPageUncheckedCreateInput>;
    /**
     * In case the ImportRunPage was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.ImportRunPageUpdateInput, Prisma.ImportRunPageUncheckedUpdateInput>;
};
/**
 * ImportRunPage delete
 */
export type ImportRunPageDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
    /**
     * Filter which ImportRunPage to delete.
     */
    where: Prisma.ImportRunPageWhereUniqueInput;
};
/**
 * ImportRunPage deleteMany
 */
export type ImportRunPageDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ImportRunPages to delete
     */
    where?: Prisma.ImportRunPageWhereInput;
    /**
     * Limit how many ImportRunPages to delete.
     */
    limit?: number;
};
/**
 * ImportRunPage without action
 */
export type ImportRunPageDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
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
};
