import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model SourceWrite
 *
 */
export type SourceWriteModel = runtime.Types.Result.DefaultSelection<Prisma.$SourceWritePayload>;
export type AggregateSourceWrite = {
    _count: SourceWriteCountAggregateOutputType | null;
    _min: SourceWriteMinAggregateOutputType | null;
    _max: SourceWriteMaxAggregateOutputType | null;
};
export type SourceWriteMinAggregateOutputType = {
    spaceId: string | null;
    idempotencyKey: string | null;
    revisionId: string | null;
    createdAt: Date | null;
};
export type SourceWriteMaxAggregateOutputType = {
    spaceId: string | null;
    idempotencyKey: string | null;
    revisionId: string | null;
    createdAt: Date | null;
};
export type SourceWriteCountAggregateOutputType = {
    spaceId: number;
    idempotencyKey: number;
    revisionId: number;
    pageIds: number;
    fileIds: number;
    createdAt: number;
    _all: number;
};
export type SourceWriteMinAggregateInputType = {
    spaceId?: true;
    idempotencyKey?: true;
    revisionId?: true;
    createdAt?: true;
};
export type SourceWriteMaxAggregateInputType = {
    spaceId?: true;
    idempotencyKey?: true;
    revisionId?: true;
    createdAt?: true;
};
export type SourceWriteCountAggregateInputType = {
    spaceId?: true;
    idempotencyKey?: true;
    revisionId?: true;
    pageIds?: true;
    fileIds?: true;
    createdAt?: true;
    _all?: true;
};
export type SourceWriteAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SourceWrite to aggregate.
     */
    where?: Prisma.SourceWriteWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SourceWrites to fetch.
     */
    orderBy?: Prisma.SourceWriteOrderByWithRelationInput | Prisma.SourceWriteOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SourceWriteWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SourceWrites from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SourceWrites.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned SourceWrites
    **/
    _count?: true | SourceWriteCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SourceWriteMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SourceWriteMaxAggregateInputType;
};
export type GetSourceWriteAggregateType<T extends SourceWriteAggregateArgs> = {
    [P in keyof T & keyof AggregateSourceWrite]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSourceWrite[P]> : Prisma.GetScalarType<T[P], AggregateSourceWrite[P]>;
};
export type SourceWriteGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SourceWriteWhereInput;
    orderBy?: Prisma.SourceWriteOrderByWithAggregationInput | Prisma.SourceWriteOrderByWithAggregationInput[];
    by: Prisma.SourceWriteScalarFieldEnum[] | Prisma.SourceWriteScalarFieldEnum;
    having?: Prisma.SourceWriteScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SourceWriteCountAggregateInputType | true;
    _min?: SourceWriteMinAggregateInputType;
    _max?: SourceWriteMaxAggregateInputType;
};
export type SourceWriteGroupByOutputType = {
    spaceId: string;
    idempotencyKey: string;
    revisionId: string;
    pageIds: runtime.JsonValue;
    fileIds: runtime.JsonValue;
    createdAt: Date;
    _count: SourceWriteCountAggregateOutputType | null;
    _min: SourceWriteMinAggregateOutputType | null;
    _max: SourceWriteMaxAggregateOutputType | null;
};
export type GetSourceWriteGroupByPayload<T extends SourceWriteGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SourceWriteGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SourceWriteGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SourceWriteGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SourceWriteGroupByOutputType[P]>;
}>>;
export type SourceWriteWhereInput = {
    AND?: Prisma.SourceWriteWhereInput | Prisma.SourceWriteWhereInput[];
    OR?: Prisma.SourceWriteWhereInput[];
    NOT?: Prisma.SourceWriteWhereInput | Prisma.SourceWriteWhereInput[];
    spaceId?: Prisma.StringFilter<"SourceWrite"> | string;
    idempotencyKey?: Prisma.StringFilter<"SourceWrite"> | string;
    revisionId?: Prisma.StringFilter<"SourceWrite"> | string;
    pageIds?: Prisma.JsonFilter<"SourceWrite">;
    fileIds?: Prisma.JsonFilter<"SourceWrite">;
    createdAt?: Prisma.DateTimeFilter<"SourceWrite"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
};
export type SourceWriteOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    idempotencyKey?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    pageIds?: Prisma.SortOrder;
    fileIds?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
};
export type SourceWriteWhereUniqueInput = Prisma.AtLeast<{
    spaceId_idempotencyKey?: Prisma.SourceWriteSpaceIdIdempotencyKeyCompoundUniqueInput;
    AND?: Prisma.SourceWriteWhereInput | Prisma.SourceWriteWhereInput[];
    OR?: Prisma.SourceWriteWhereInput[];
    NOT?: Prisma.SourceWriteWhereInput | Prisma.SourceWriteWhereInput[];
    spaceId?: Prisma.StringFilter<"SourceWrite"> | string;
    idempotencyKey?: Prisma.StringFilter<"SourceWrite"> | string;
    revisionId?: Prisma.StringFilter<"SourceWrite"> | string;
    pageIds?: Prisma.JsonFilter<"SourceWrite">;
    fileIds?: Prisma.JsonFilter<"SourceWrite">;
    createdAt?: Prisma.DateTimeFilter<"SourceWrite"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
}, "spaceId_idempotencyKey">;
export type SourceWriteOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    idempotencyKey?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    pageIds?: Prisma.SortOrder;
    fileIds?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    _count?: Prisma.SourceWriteCountOrderByAggregateInput;
    _max?: Prisma.SourceWriteMaxOrderByAggregateInput;
    _min?: Prisma.SourceWriteMinOrderByAggregateInput;
};
export type SourceWriteScalarWhereWithAggregatesInput = {
    AND?: Prisma.SourceWriteScalarWhereWithAggregatesInput | Prisma.SourceWriteScalarWhereWithAggregatesInput[];
    OR?: Prisma.SourceWriteScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SourceWriteScalarWhereWithAggregatesInput | Prisma.SourceWriteScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"SourceWrite"> | string;
    idempotencyKey?: Prisma.StringWithAggregatesFilter<"SourceWrite"> | string;
    revisionId?: Prisma.StringWithAggregatesFilter<"SourceWrite"> | string;
    pageIds?: Prisma.JsonWithAggregatesFilter<"SourceWrite">;
    fileIds?: Prisma.JsonWithAggregatesFilter<"SourceWrite">;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"SourceWrite"> | Date | string;
};
export type SourceWriteCreateInput = {
    idempotencyKey: string;
    revisionId: string;
    pageIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutSourceWritesInput;
};
export type SourceWriteUncheckedCreateInput = {
    spaceId: string;
    idempotencyKey: string;
    revisionId: string;
    pageIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type SourceWriteUpdateInput = {
    idempotencyKey?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutSourceWritesNestedInput;
};
export type SourceWriteUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    idempotencyKey?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceWriteCreateManyInput = {
    spaceId: string;
    idempotencyKey: string;
    revisionId: string;
    pageIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type SourceWriteUpdateManyMutationInput = {
    idempotencyKey?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceWriteUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    idempotencyKey?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceWriteListRelationFilter = {
    every?: Prisma.SourceWriteWhereInput;
    some?: Prisma.SourceWriteWhereInput;
    none?: Prisma.SourceWriteWhereInput;
};
export type SourceWriteOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type SourceWriteSpaceIdIdempotencyKeyCompoundUniqueInput = {
    spaceId: string;
    idempotencyKey: string;
};
export type SourceWriteCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    idempotencyKey?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    pageIds?: Prisma.SortOrder;
    fileIds?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type SourceWriteMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    idempotencyKey?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type SourceWriteMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    idempotencyKey?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type SourceWriteCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.SourceWriteCreateWithoutSpaceInput, Prisma.SourceWriteUncheckedCreateWithoutSpaceInput> | Prisma.SourceWriteCreateWithoutSpaceInput[] | Prisma.SourceWriteUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SourceWriteCreateOrConnectWithoutSpaceInput | Prisma.SourceWriteCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.SourceWriteCreateManySpaceInputEnvelope;
    connect?: Prisma.SourceWriteWhereUniqueInput | Prisma.SourceWriteWhereUniqueInput[];
};
export type SourceWriteUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.SourceWriteCreateWithoutSpaceInput, Prisma.SourceWriteUncheckedCreateWithoutSpaceInput> | Prisma.SourceWriteCreateWithoutSpaceInput[] | Prisma.SourceWriteUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SourceWriteCreateOrConnectWithoutSpaceInput | Prisma.SourceWriteCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.SourceWriteCreateManySpaceInputEnvelope;
    connect?: Prisma.SourceWriteWhereUniqueInput | Prisma.SourceWriteWhereUniqueInput[];
};
export type SourceWriteUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.SourceWriteCreateWithoutSpaceInput, Prisma.SourceWriteUncheckedCreateWithoutSpaceInput> | Prisma.SourceWriteCreateWithoutSpaceInput[] | Prisma.SourceWriteUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SourceWriteCreateOrConnectWithoutSpaceInput | Prisma.SourceWriteCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.SourceWriteUpsertWithWhereUniqueWithoutSpaceInput | Prisma.SourceWriteUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.SourceWriteCreateManySpaceInputEnvelope;
    set?: Prisma.SourceWriteWhereUniqueInput | Prisma.SourceWriteWhereUniqueInput[];
    disconnect?: Prisma.SourceWriteWhereUniqueInput | Prisma.SourceWriteWhereUniqueInput[];
    delete?: Prisma.SourceWriteWhereUniqueInput | Prisma.SourceWriteWhereUniqueInput[];
    connect?: Prisma.SourceWriteWhereUniqueInput | Prisma.SourceWriteWhereUniqueInput[];
    update?: Prisma.SourceWriteUpdateWithWhereUniqueWithoutSpaceInput | Prisma.SourceWriteUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.SourceWriteUpdateManyWithWhereWithoutSpaceInput | Prisma.SourceWriteUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.SourceWriteScalarWhereInput | Prisma.SourceWriteScalarWhereInput[];
};
export type SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.SourceWriteCreateWithoutSpaceInput, Prisma.SourceWriteUncheckedCreateWithoutSpaceInput> | Prisma.SourceWriteCreateWithoutSpaceInput[] | Prisma.SourceWriteUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SourceWriteCreateOrConnectWithoutSpaceInput | Prisma.SourceWriteCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.SourceWriteUpsertWithWhereUniqueWithoutSpaceInput | Prisma.SourceWriteUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.SourceWriteCreateManySpaceInputEnvelope;
    set?: Prisma.SourceWriteWhereUniqueInput | Prisma.SourceWriteWhereUniqueInput[];
    disconnect?: Prisma.SourceWriteWhereUniqueInput | Prisma.SourceWriteWhereUniqueInput[];
    delete?: Prisma.SourceWriteWhereUniqueInput | Prisma.SourceWriteWhereUniqueInput[];
    connect?: Prisma.SourceWriteWhereUniqueInput | Prisma.SourceWriteWhereUniqueInput[];
    update?: Prisma.SourceWriteUpdateWithWhereUniqueWithoutSpaceInput | Prisma.SourceWriteUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.SourceWriteUpdateManyWithWhereWithoutSpaceInput | Prisma.SourceWriteUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.SourceWriteScalarWhereInput | Prisma.SourceWriteScalarWhereInput[];
};
export type SourceWriteCreateWithoutSpaceInput = {
    idempotencyKey: string;
    revisionId: string;
    pageIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type SourceWriteUncheckedCreateWithoutSpaceInput = {
    idempotencyKey: string;
    revisionId: string;
    pageIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type SourceWriteCreateOrConnectWithoutSpaceInput = {
    where: Prisma.SourceWriteWhereUniqueInput;
    create: Prisma.XOR<Prisma.SourceWriteCreateWithoutSpaceInput, Prisma.SourceWriteUncheckedCreateWithoutSpaceInput>;
};
export type SourceWriteCreateManySpaceInputEnvelope = {
    data: Prisma.SourceWriteCreateManySpaceInput | Prisma.SourceWriteCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type SourceWriteUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.SourceWriteWhereUniqueInput;
    update: Prisma.XOR<Prisma.SourceWriteUpdateWithoutSpaceInput, Prisma.SourceWriteUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.SourceWriteCreateWithoutSpaceInput, Prisma.SourceWriteUncheckedCreateWithoutSpaceInput>;
};
export type SourceWriteUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.SourceWriteWhereUniqueInput;
    data: Prisma.XOR<Prisma.SourceWriteUpdateWithoutSpaceInput, Prisma.SourceWriteUncheckedUpdateWithoutSpaceInput>;
};
export type SourceWriteUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.SourceWriteScalarWhereInput;
    data: Prisma.XOR<Prisma.SourceWriteUpdateManyMutationInput, Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceInput>;
};
export type SourceWriteScalarWhereInput = {
    AND?: Prisma.SourceWriteScalarWhereInput | Prisma.SourceWriteScalarWhereInput[];
    OR?: Prisma.SourceWriteScalarWhereInput[];
    NOT?: Prisma.SourceWriteScalarWhereInput | Prisma.SourceWriteScalarWhereInput[];
    spaceId?: Prisma.StringFilter<"SourceWrite"> | string;
    idempotencyKey?: Prisma.StringFilter<"SourceWrite"> | string;
    revisionId?: Prisma.StringFilter<"SourceWrite"> | string;
    pageIds?: Prisma.JsonFilter<"SourceWrite">;
    fileIds?: Prisma.JsonFilter<"SourceWrite">;
    createdAt?: Prisma.DateTimeFilter<"SourceWrite"> | Date | string;
};
export type SourceWriteCreateManySpaceInput = {
    idempotencyKey: string;
    revisionId: string;
    pageIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type SourceWriteUpdateWithoutSpaceInput = {
    idempotencyKey?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceWriteUncheckedUpdateWithoutSpaceInput = {
    idempotencyKey?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceWriteUncheckedUpdateManyWithoutSpaceInput = {
    idempotencyKey?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    fileIds?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SourceWriteSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    idempotencyKey?: boolean;
    revisionId?: boolean;
    pageIds?: boolean;
    fileIds?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["sourceWrite"]>;
export type SourceWriteSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    idempotencyKey?: boolean;
    revisionId?: boolean;
    pageIds?: boolean;
    fileIds?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["sourceWrite"]>;
export type SourceWriteSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    idempotencyKey?: boolean;
    revisionId?: boolean;
    pageIds?: boolean;
    fileIds?: boolean;
    createdAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["sourceWrite"]>;
export type SourceWriteSelectScalar = {
    spaceId?: boolean;
    idempotencyKey?: boolean;
    revisionId?: boolean;
    pageIds?: boolean;
    fileIds?: boolean;
    createdAt?: boolean;
};
export type SourceWriteOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "idempotencyKey" | "revisionId" | "pageIds" | "fileIds" | "createdAt", ExtArgs["result"]["sourceWrite"]>;
export type SourceWriteInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type SourceWriteIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type SourceWriteIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $SourceWritePayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "SourceWrite";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        idempotencyKey: string;
        revisionId: string;
        pageIds: runtime.JsonValue;
        fileIds: runtime.JsonValue;
        createdAt: Date;
    }, ExtArgs["result"]["sourceWrite"]>;
    composites: {};
};
export type SourceWriteGetPayload<S extends boolean | null | undefined | SourceWriteDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SourceWritePayload, S>;
export type SourceWriteCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SourceWriteFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SourceWriteCountAggregateInputType | true;
};
export interface SourceWriteDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['SourceWrite'];
        meta: {
            name: 'SourceWrite';
        };
    };
    /**
     * Find zero or one SourceWrite that matches the filter.
     * @param {SourceWriteFindUniqueArgs} args - Arguments to find a SourceWrite
     * @example
     * // Get one SourceWrite
     * const sourceWrite = await prisma.sourceWrite.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SourceWriteFindUniqueArgs>(args: Prisma.SelectSubset<T, SourceWriteFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SourceWriteClient<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one SourceWrite that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SourceWriteFindUniqueOrThrowArgs} args - Arguments to find a SourceWrite
     * @example
     * // Get one SourceWrite
     * const sourceWrite = await prisma.sourceWrite.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SourceWriteFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SourceWriteFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SourceWriteClient<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SourceWrite that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceWriteFindFirstArgs} args - Arguments to find a SourceWrite
     * @example
     * // Get one SourceWrite
     * const sourceWrite = await prisma.sourceWrite.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SourceWriteFindFirstArgs>(args?: Prisma.SelectSubset<T, SourceWriteFindFirstArgs<ExtArgs>>): Prisma.Prisma__SourceWriteClient<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SourceWrite that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceWriteFindFirstOrThrowArgs} args - Arguments to find a SourceWrite
     * @example
     * // Get one SourceWrite
     * const sourceWrite = await prisma.sourceWrite.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SourceWriteFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SourceWriteFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SourceWriteClient<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more SourceWrites that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceWriteFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all SourceWrites
     * const sourceWrites = await prisma.sourceWrite.findMany()
     *
     * // Get first 10 SourceWrites
     * const sourceWrites = await prisma.sourceWrite.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const sourceWriteWithSpaceIdOnly = await prisma.sourceWrite.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends SourceWriteFindManyArgs>(args?: Prisma.SelectSubset<T, SourceWriteFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a SourceWrite.
     * @param {SourceWriteCreateArgs} args - Arguments to create a SourceWrite.
     * @example
     * // Create one SourceWrite
     * const SourceWrite = await prisma.sourceWrite.create({
     *   data: {
     *     // ... data to create a SourceWrite
     *   }
     * })
     *
     */
    create<T extends SourceWriteCreateArgs>(args: Prisma.SelectSubset<T, SourceWriteCreateArgs<ExtArgs>>): Prisma.Prisma__SourceWriteClient<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many SourceWrites.
     * @param {SourceWriteCreateManyArgs} args - Arguments to create many SourceWrites.
     * @example
     * // Create many SourceWrites
     * const sourceWrite = await prisma.sourceWrite.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends SourceWriteCreateManyArgs>(args?: Prisma.SelectSubset<T, SourceWriteCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many SourceWrites and returns the data saved in the database.
     * @param {SourceWriteCreateManyAndReturnArgs} args - Arguments to create many SourceWrites.
     * @example
     * // Create many SourceWrites
     * const sourceWrite = await prisma.sourceWrite.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many SourceWrites and only return the `spaceId`
     * const sourceWriteWithSpaceIdOnly = await prisma.sourceWrite.createManyAndReturn({
     *   select: { spaceId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends SourceWriteCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, SourceWriteCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a SourceWrite.
     * @param {SourceWriteDeleteArgs} args - Arguments to delete one SourceWrite.
     * @example
     * // Delete one SourceWrite
     * const SourceWrite = await prisma.sourceWrite.delete({
     *   where: {
     *     // ... filter to delete one SourceWrite
     *   }
     * })
     *
     */
    delete<T extends SourceWriteDeleteArgs>(args: Prisma.SelectSubset<T, SourceWriteDeleteArgs<ExtArgs>>): Prisma.Prisma__SourceWriteClient<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one SourceWrite.
     * @param {SourceWriteUpdateArgs} args - Arguments to update one SourceWrite.
     * @example
     * // Update one SourceWrite
     * const sourceWrite = await prisma.sourceWrite.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SourceWriteUpdateArgs>(args: Prisma.SelectSubset<T, SourceWriteUpdateArgs<ExtArgs>>): Prisma.Prisma__SourceWriteClient<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more SourceWrites.
     * @param {SourceWriteDeleteManyArgs} args - Arguments to filter SourceWrites to delete.
     * @example
     * // Delete a few SourceWrites
     * const { count } = await prisma.sourceWrite.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SourceWriteDeleteManyArgs>(args?: Prisma.SelectSubset<T, SourceWriteDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SourceWrites.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceWriteUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many SourceWrites
     * const sourceWrite = await prisma.sourceWrite.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SourceWriteUpdateManyArgs>(args: Prisma.SelectSubset<T, SourceWriteUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SourceWrites and returns the data updated in the database.
     * @param {SourceWriteUpdateManyAndReturnArgs} args - Arguments to update many SourceWrites.
     * @example
     * // Update many SourceWrites
     * const sourceWrite = await prisma.sourceWrite.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more SourceWrites and only return the `spaceId`
     * const sourceWriteWithSpaceIdOnly = await prisma.sourceWrite.updateManyAndReturn({
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
    updateManyAndReturn<T extends SourceWriteUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SourceWriteUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one SourceWrite.
     * @param {SourceWriteUpsertArgs} args - Arguments to update or create a SourceWrite.
     * @example
     * // Update or create a SourceWrite
     * const sourceWrite = await prisma.sourceWrite.upsert({
     *   create: {
     *     // ... data to create a SourceWrite
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the SourceWrite we want to update
     *   }
     * })
     */
    upsert<T extends SourceWriteUpsertArgs>(args: Prisma.SelectSubset<T, SourceWriteUpsertArgs<ExtArgs>>): Prisma.Prisma__SourceWriteClient<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of SourceWrites.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceWriteCountArgs} args - Arguments to filter SourceWrites to count.
     * @example
     * // Count the number of SourceWrites
     * const count = await prisma.sourceWrite.count({
     *   where: {
     *     // ... the filter for the SourceWrites we want to count
     *   }
     * })
    **/
    count<T extends SourceWriteCountArgs>(args?: Prisma.Subset<T, SourceWriteCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SourceWriteCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a SourceWrite.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceWriteAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends SourceWriteAggregateArgs>(args: Prisma.Subset<T, SourceWriteAggregateArgs>): Prisma.PrismaPromise<GetSourceWriteAggregateType<T>>;
    /**
     * Group by SourceWrite.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SourceWriteGroupByArgs} args - Group by arguments.
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
    groupBy<T extends SourceWriteGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SourceWriteGroupByArgs['orderBy'];
    } : {
        orderBy?: SourceWriteGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SourceWriteGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSourceWriteGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the SourceWrite model
     */
    readonly fields: SourceWriteFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for SourceWrite.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SourceWriteClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the SourceWrite model
 */
export interface SourceWriteFieldRefs {
    readonly spaceId: Prisma.FieldRef<"SourceWrite", 'String'>;
    readonly idempotencyKey: Prisma.FieldRef<"SourceWrite", 'String'>;
    readonly revisionId: Prisma.FieldRef<"SourceWrite", 'String'>;
    readonly pageIds: Prisma.FieldRef<"SourceWrite", 'Json'>;
    readonly fileIds: Prisma.FieldRef<"SourceWrite", 'Json'>;
    readonly createdAt: Prisma.FieldRef<"SourceWrite", 'DateTime'>;
}
/**
 * SourceWrite findUnique
 */
export type SourceWriteFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
    /**
     * Filter, which SourceWrite to fetch.
     */
    where: Prisma.SourceWriteWhereUniqueInput;
};
/**
 * SourceWrite findUniqueOrThrow
 */
export type SourceWriteFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
    /**
     * Filter, which SourceWrite to fetch.
     */
    where: Prisma.SourceWriteWhereUniqueInput;
};
/**
 * SourceWrite findFirst
 */
export type SourceWriteFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
    /**
     * Filter, which SourceWrite to fetch.
     */
    where?: Prisma.SourceWriteWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SourceWrites to fetch.
     */
    orderBy?: Prisma.SourceWriteOrderByWithRelationInput | Prisma.SourceWriteOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SourceWrites.
     */
    cursor?: Prisma.SourceWriteWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SourceWrites from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SourceWrites.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SourceWrites.
     */
    distinct?: Prisma.SourceWriteScalarFieldEnum | Prisma.SourceWriteScalarFieldEnum[];
};
/**
 * SourceWrite findFirstOrThrow
 */
export type SourceWriteFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
    /**
     * Filter, which SourceWrite to fetch.
     */
    where?: Prisma.SourceWriteWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SourceWrites to fetch.
     */
    orderBy?: Prisma.SourceWriteOrderByWithRelationInput | Prisma.SourceWriteOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SourceWrites.
     */
    cursor?: Prisma.SourceWriteWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SourceWrites from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SourceWrites.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SourceWrites.
     */
    distinct?: Prisma.SourceWriteScalarFieldEnum | Prisma.SourceWriteScalarFieldEnum[];
};
/**
 * SourceWrite findMany
 */
export type SourceWriteFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
    /**
     * Filter, which SourceWrites to fetch.
     */
    where?: Prisma.SourceWriteWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SourceWrites to fetch.
     */
    orderBy?: Prisma.SourceWriteOrderByWithRelationInput | Prisma.SourceWriteOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing SourceWrites.
     */
    cursor?: Prisma.SourceWriteWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SourceWrites from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SourceWrites.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SourceWrites.
     */
    distinct?: Prisma.SourceWriteScalarFieldEnum | Prisma.SourceWriteScalarFieldEnum[];
};
/**
 * SourceWrite create
 */
export type SourceWriteCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
    /**
     * The data needed to create a SourceWrite.
     */
    data: Prisma.XOR<Prisma.SourceWriteCreateInput, Prisma.SourceWriteUncheckedCreateInput>;
};
/**
 * SourceWrite createMany
 */
export type SourceWriteCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many SourceWrites.
     */
    data: Prisma.SourceWriteCreateManyInput | Prisma.SourceWriteCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SourceWrite createManyAndReturn
 */
export type SourceWriteCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * The data used to create many SourceWrites.
     */
    data: Prisma.SourceWriteCreateManyInput | Prisma.SourceWriteCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * SourceWrite update
 */
export type SourceWriteUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
    /**
     * The data needed to update a SourceWrite.
     */
    data: Prisma.XOR<Prisma.SourceWriteUpdateInput, Prisma.SourceWriteUncheckedUpdateInput>;
    /**
     * Choose, which SourceWrite to update.
     */
    where: Prisma.SourceWriteWhereUniqueInput;
};
/**
 * SourceWrite updateMany
 */
export type SourceWriteUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update SourceWrites.
     */
    data: Prisma.XOR<Prisma.SourceWriteUpdateManyMutationInput, Prisma.SourceWriteUncheckedUpdateManyInput>;
    /**
     * Filter which SourceWrites to update
     */
    where?: Prisma.SourceWriteWhereInput;
    /**
     * Limit how many SourceWrites to update.
     */
    limit?: number;
};
/**
 * SourceWrite updateManyAndReturn
 */
export type SourceWriteUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * The data used to update SourceWrites.
     */
    data: Prisma.XOR<Prisma.SourceWriteUpdateManyMutationInput, Prisma.SourceWriteUncheckedUpdateManyInput>;
    /**
     * Filter which SourceWrites to update
     */
    where?: Prisma.SourceWriteWhereInput;
    /**
     * Limit how many SourceWrites to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * SourceWrite upsert
 */
export type SourceWriteUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
    /**
     * The filter to search for the SourceWrite to update in case it exists.
     */
    where: Prisma.SourceWriteWhereUniqueInput;
    /**
     * In case the SourceWrite found by the `where` argument doesn't exist, create a new SourceWrite with this data.
     */
    create: Prisma.XOR<Prisma.SourceWriteCreateInput, Prisma.SourceWriteUncheckedCreateInput>;
    /**
     * In case the SourceWrite was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.SourceWriteUpdateInput, Prisma.SourceWriteUncheckedUpdateInput>;
};
/**
 * SourceWrite delete
 */
export type SourceWriteDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
    /**
     * Filter which SourceWrite to delete.
     */
    where: Prisma.SourceWriteWhereUniqueInput;
};
/**
 * SourceWrite deleteMany
 */
export type SourceWriteDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SourceWrites to delete
     */
    where?: Prisma.SourceWriteWhereInput;
    /**
     * Limit how many SourceWrites to delete.
     */
    limit?: number;
};
/**
 * SourceWrite without action
 */
export type SourceWriteDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
};
