import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model SpaceDocument
 *
 */
export type SpaceDocumentModel = runtime.Types.Result.DefaultSelection<Prisma.$SpaceDocumentPayload>;
export type AggregateSpaceDocument = {
    _count: SpaceDocumentCountAggregateOutputType | null;
    _min: SpaceDocumentMinAggregateOutputType | null;
    _max: SpaceDocumentMaxAggregateOutputType | null;
};
export type SpaceDocumentMinAggregateOutputType = {
    spaceId: string | null;
    bodyHash: string | null;
};
export type SpaceDocumentMaxAggregateOutputType = {
    spaceId: string | null;
    bodyHash: string | null;
};
export type SpaceDocumentCountAggregateOutputType = {
    spaceId: number;
    bodyHash: number;
    _all: number;
};
export type SpaceDocumentMinAggregateInputType = {
    spaceId?: true;
    bodyHash?: true;
};
export type SpaceDocumentMaxAggregateInputType = {
    spaceId?: true;
    bodyHash?: true;
};
export type SpaceDocumentCountAggregateInputType = {
    spaceId?: true;
    bodyHash?: true;
    _all?: true;
};
export type SpaceDocumentAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SpaceDocument to aggregate.
     */
    where?: Prisma.SpaceDocumentWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpaceDocuments to fetch.
     */
    orderBy?: Prisma.SpaceDocumentOrderByWithRelationInput | Prisma.SpaceDocumentOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SpaceDocumentWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpaceDocuments from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpaceDocuments.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned SpaceDocuments
    **/
    _count?: true | SpaceDocumentCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SpaceDocumentMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SpaceDocumentMaxAggregateInputType;
};
export type GetSpaceDocumentAggregateType<T extends SpaceDocumentAggregateArgs> = {
    [P in keyof T & keyof AggregateSpaceDocument]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSpaceDocument[P]> : Prisma.GetScalarType<T[P], AggregateSpaceDocument[P]>;
};
export type SpaceDocumentGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SpaceDocumentWhereInput;
    orderBy?: Prisma.SpaceDocumentOrderByWithAggregationInput | Prisma.SpaceDocumentOrderByWithAggregationInput[];
    by: Prisma.SpaceDocumentScalarFieldEnum[] | Prisma.SpaceDocumentScalarFieldEnum;
    having?: Prisma.SpaceDocumentScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SpaceDocumentCountAggregateInputType | true;
    _min?: SpaceDocumentMinAggregateInputType;
    _max?: SpaceDocumentMaxAggregateInputType;
};
export type SpaceDocumentGroupByOutputType = {
    spaceId: string;
    bodyHash: string;
    _count: SpaceDocumentCountAggregateOutputType | null;
    _min: SpaceDocumentMinAggregateOutputType | null;
    _max: SpaceDocumentMaxAggregateOutputType | null;
};
export type GetSpaceDocumentGroupByPayload<T extends SpaceDocumentGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SpaceDocumentGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SpaceDocumentGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SpaceDocumentGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SpaceDocumentGroupByOutputType[P]>;
}>>;
export type SpaceDocumentWhereInput = {
    AND?: Prisma.SpaceDocumentWhereInput | Prisma.SpaceDocumentWhereInput[];
    OR?: Prisma.SpaceDocumentWhereInput[];
    NOT?: Prisma.SpaceDocumentWhereInput | Prisma.SpaceDocumentWhereInput[];
    spaceId?: Prisma.StringFilter<"SpaceDocument"> | string;
    bodyHash?: Prisma.StringFilter<"SpaceDocument"> | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
};
export type SpaceDocumentOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    bodyHash?: Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
};
export type SpaceDocumentWhereUniqueInput = Prisma.AtLeast<{
    spaceId_bodyHash?: Prisma.SpaceDocumentSpaceIdBodyHashCompoundUniqueInput;
    AND?: Prisma.SpaceDocumentWhereInput | Prisma.SpaceDocumentWhereInput[];
    OR?: Prisma.SpaceDocumentWhereInput[];
    NOT?: Prisma.SpaceDocumentWhereInput | Prisma.SpaceDocumentWhereInput[];
    spaceId?: Prisma.StringFilter<"SpaceDocument"> | string;
    bodyHash?: Prisma.StringFilter<"SpaceDocument"> | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
}, "spaceId_bodyHash">;
export type SpaceDocumentOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    bodyHash?: Prisma.SortOrder;
    _count?: Prisma.SpaceDocumentCountOrderByAggregateInput;
    _max?: Prisma.SpaceDocumentMaxOrderByAggregateInput;
    _min?: Prisma.SpaceDocumentMinOrderByAggregateInput;
};
export type SpaceDocumentScalarWhereWithAggregatesInput = {
    AND?: Prisma.SpaceDocumentScalarWhereWithAggregatesInput | Prisma.SpaceDocumentScalarWhereWithAggregatesInput[];
    OR?: Prisma.SpaceDocumentScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SpaceDocumentScalarWhereWithAggregatesInput | Prisma.SpaceDocumentScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"SpaceDocument"> | string;
    bodyHash?: Prisma.StringWithAggregatesFilter<"SpaceDocument"> | string;
};
export type SpaceDocumentCreateInput = {
    bodyHash: string;
    space: Prisma.SpaceCreateNestedOneWithoutDocumentsInput;
};
export type SpaceDocumentUncheckedCreateInput = {
    spaceId: string;
    bodyHash: string;
};
export type SpaceDocumentUpdateInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutDocumentsNestedInput;
};
export type SpaceDocumentUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SpaceDocumentCreateManyInput = {
    spaceId: string;
    bodyHash: string;
};
export type SpaceDocumentUpdateManyMutationInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SpaceDocumentUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SpaceDocumentListRelationFilter = {
    every?: Prisma.SpaceDocumentWhereInput;
    some?: Prisma.SpaceDocumentWhereInput;
    none?: Prisma.SpaceDocumentWhereInput;
};
export type SpaceDocumentOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type SpaceDocumentSpaceIdBodyHashCompoundUniqueInput = {
    spaceId: string;
    bodyHash: string;
};
export type SpaceDocumentCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    bodyHash?: Prisma.SortOrder;
};
export type SpaceDocumentMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    bodyHash?: Prisma.SortOrder;
};
export type SpaceDocumentMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    bodyHash?: Prisma.SortOrder;
};
export type SpaceDocumentCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.SpaceDocumentCreateWithoutSpaceInput, Prisma.SpaceDocumentUncheckedCreateWithoutSpaceInput> | Prisma.SpaceDocumentCreateWithoutSpaceInput[] | Prisma.SpaceDocumentUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SpaceDocumentCreateOrConnectWithoutSpaceInput | Prisma.SpaceDocumentCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.SpaceDocumentCreateManySpaceInputEnvelope;
    connect?: Prisma.SpaceDocumentWhereUniqueInput | Prisma.SpaceDocumentWhereUniqueInput[];
};
export type SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.SpaceDocumentCreateWithoutSpaceInput, Prisma.SpaceDocumentUncheckedCreateWithoutSpaceInput> | Prisma.SpaceDocumentCreateWithoutSpaceInput[] | Prisma.SpaceDocumentUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SpaceDocumentCreateOrConnectWithoutSpaceInput | Prisma.SpaceDocumentCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.SpaceDocumentCreateManySpaceInputEnvelope;
    connect?: Prisma.SpaceDocumentWhereUniqueInput | Prisma.SpaceDocumentWhereUniqueInput[];
};
export type SpaceDocumentUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceDocumentCreateWithoutSpaceInput, Prisma.SpaceDocumentUncheckedCreateWithoutSpaceInput> | Prisma.SpaceDocumentCreateWithoutSpaceInput[] | Prisma.SpaceDocumentUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SpaceDocumentCreateOrConnectWithoutSpaceInput | Prisma.SpaceDocumentCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.SpaceDocumentUpsertWithWhereUniqueWithoutSpaceInput | Prisma.SpaceDocumentUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.SpaceDocumentCreateManySpaceInputEnvelope;
    set?: Prisma.SpaceDocumentWhereUniqueInput | Prisma.SpaceDocumentWhereUniqueInput[];
    disconnect?: Prisma.SpaceDocumentWhereUniqueInput | Prisma.SpaceDocumentWhereUniqueInput[];
    delete?: Prisma.SpaceDocumentWhereUniqueInput | Prisma.SpaceDocumentWhereUniqueInput[];
    connect?: Prisma.SpaceDocumentWhereUniqueInput | Prisma.SpaceDocumentWhereUniqueInput[];
    update?: Prisma.SpaceDocumentUpdateWithWhereUniqueWithoutSpaceInput | Prisma.SpaceDocumentUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.SpaceDocumentUpdateManyWithWhereWithoutSpaceInput | Prisma.SpaceDocumentUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.SpaceDocumentScalarWhereInput | Prisma.SpaceDocumentScalarWhereInput[];
};
export type SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceDocumentCreateWithoutSpaceInput, Prisma.SpaceDocumentUncheckedCreateWithoutSpaceInput> | Prisma.SpaceDocumentCreateWithoutSpaceInput[] | Prisma.SpaceDocumentUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.SpaceDocumentCreateOrConnectWithoutSpaceInput | Prisma.SpaceDocumentCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.SpaceDocumentUpsertWithWhereUniqueWithoutSpaceInput | Prisma.SpaceDocumentUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.SpaceDocumentCreateManySpaceInputEnvelope;
    set?: Prisma.SpaceDocumentWhereUniqueInput | Prisma.SpaceDocumentWhereUniqueInput[];
    disconnect?: Prisma.SpaceDocumentWhereUniqueInput | Prisma.SpaceDocumentWhereUniqueInput[];
    delete?: Prisma.SpaceDocumentWhereUniqueInput | Prisma.SpaceDocumentWhereUniqueInput[];
    connect?: Prisma.SpaceDocumentWhereUniqueInput | Prisma.SpaceDocumentWhereUniqueInput[];
    update?: Prisma.SpaceDocumentUpdateWithWhereUniqueWithoutSpaceInput | Prisma.SpaceDocumentUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.SpaceDocumentUpdateManyWithWhereWithoutSpaceInput | Prisma.SpaceDocumentUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.SpaceDocumentScalarWhereInput | Prisma.SpaceDocumentScalarWhereInput[];
};
export type SpaceDocumentCreateWithoutSpaceInput = {
    bodyHash: string;
};
export type SpaceDocumentUncheckedCreateWithoutSpaceInput = {
    bodyHash: string;
};
export type SpaceDocumentCreateOrConnectWithoutSpaceInput = {
    where: Prisma.SpaceDocumentWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceDocumentCreateWithoutSpaceInput, Prisma.SpaceDocumentUncheckedCreateWithoutSpaceInput>;
};
export type SpaceDocumentCreateManySpaceInputEnvelope = {
    data: Prisma.SpaceDocumentCreateManySpaceInput | Prisma.SpaceDocumentCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type SpaceDocumentUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.SpaceDocumentWhereUniqueInput;
    update: Prisma.XOR<Prisma.SpaceDocumentUpdateWithoutSpaceInput, Prisma.SpaceDocumentUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.SpaceDocumentCreateWithoutSpaceInput, Prisma.SpaceDocumentUncheckedCreateWithoutSpaceInput>;
};
export type SpaceDocumentUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.SpaceDocumentWhereUniqueInput;
    data: Prisma.XOR<Prisma.SpaceDocumentUpdateWithoutSpaceInput, Prisma.SpaceDocumentUncheckedUpdateWithoutSpaceInput>;
};
export type SpaceDocumentUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.SpaceDocumentScalarWhereInput;
    data: Prisma.XOR<Prisma.SpaceDocumentUpdateManyMutationInput, Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceInput>;
};
export type SpaceDocumentScalarWhereInput = {
    AND?: Prisma.SpaceDocumentScalarWhereInput | Prisma.SpaceDocumentScalarWhereInput[];
    OR?: Prisma.SpaceDocumentScalarWhereInput[];
    NOT?: Prisma.SpaceDocumentScalarWhereInput | Prisma.SpaceDocumentScalarWhereInput[];
    spaceId?: Prisma.StringFilter<"SpaceDocument"> | string;
    bodyHash?: Prisma.StringFilter<"SpaceDocument"> | string;
};
export type SpaceDocumentCreateManySpaceInput = {
    bodyHash: string;
};
export type SpaceDocumentUpdateWithoutSpaceInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SpaceDocumentUncheckedUpdateWithoutSpaceInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SpaceDocumentUncheckedUpdateManyWithoutSpaceInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SpaceDocumentSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    bodyHash?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["spaceDocument"]>;
export type SpaceDocumentSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    bodyHash?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["spaceDocument"]>;
export type SpaceDocumentSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    bodyHash?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["spaceDocument"]>;
export type SpaceDocumentSelectScalar = {
    spaceId?: boolean;
    bodyHash?: boolean;
};
export type SpaceDocumentOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "bodyHash", ExtArgs["result"]["spaceDocument"]>;
export type SpaceDocumentInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type SpaceDocumentIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type SpaceDocumentIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $SpaceDocumentPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "SpaceDocument";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        bodyHash: string;
    }, ExtArgs["result"]["spaceDocument"]>;
    composites: {};
};
export type SpaceDocumentGetPayload<S extends boolean | null | undefined | SpaceDocumentDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload, S>;
export type SpaceDocumentCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SpaceDocumentFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SpaceDocumentCountAggregateInputType | true;
};
export interface SpaceDocumentDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['SpaceDocument'];
        meta: {
            name: 'SpaceDocument';
        };
    };
    /**
     * Find zero or one SpaceDocument that matches the filter.
     * @param {SpaceDocumentFindUniqueArgs} args - Arguments to find a SpaceDocument
     * @example
     * // Get one SpaceDocument
     * const spaceDocument = await prisma.spaceDocument.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SpaceDocumentFindUniqueArgs>(args: Prisma.SelectSubset<T, SpaceDocumentFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SpaceDocumentClient<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one SpaceDocument that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SpaceDocumentFindUniqueOrThrowArgs} args - Arguments to find a SpaceDocument
     * @example
     * // Get one SpaceDocument
     * const spaceDocument = await prisma.spaceDocument.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SpaceDocumentFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SpaceDocumentFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SpaceDocumentClient<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SpaceDocument that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceDocumentFindFirstArgs} args - Arguments to find a SpaceDocument
     * @example
     * // Get one SpaceDocument
     * const spaceDocument = await prisma.spaceDocument.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SpaceDocumentFindFirstArgs>(args?: Prisma.SelectSubset<T, SpaceDocumentFindFirstArgs<ExtArgs>>): Prisma.Prisma__SpaceDocumentClient<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SpaceDocument that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceDocumentFindFirstOrThrowArgs} args - Arguments to find a SpaceDocument
     * @example
     * // Get one SpaceDocument
     * const spaceDocument = await prisma.spaceDocument.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SpaceDocumentFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SpaceDocumentFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SpaceDocumentClient<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more SpaceDocuments that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceDocumentFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all SpaceDocuments
     * const spaceDocuments = await prisma.spaceDocument.findMany()
     *
     * // Get first 10 SpaceDocuments
     * const spaceDocuments = await prisma.spaceDocument.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const spaceDocumentWithSpaceIdOnly = await prisma.spaceDocument.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends SpaceDocumentFindManyArgs>(args?: Prisma.SelectSubset<T, SpaceDocumentFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a SpaceDocument.
     * @param {SpaceDocumentCreateArgs} args - Arguments to create a SpaceDocument.
     * @example
     * // Create one SpaceDocument
     * const SpaceDocument = await prisma.spaceDocument.create({
     *   data: {
     *     // ... data to create a SpaceDocument
     *   }
     * })
     *
     */
    create<T extends SpaceDocumentCreateArgs>(args: Prisma.SelectSubset<T, SpaceDocumentCreateArgs<ExtArgs>>): Prisma.Prisma__SpaceDocumentClient<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many SpaceDocuments.
     * @param {SpaceDocumentCreateManyArgs} args - Arguments to create many SpaceDocuments.
     * @example
     * // Create many SpaceDocuments
     * const spaceDocument = await prisma.spaceDocument.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends SpaceDocumentCreateManyArgs>(args?: Prisma.SelectSubset<T, SpaceDocumentCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many SpaceDocuments and returns the data saved in the database.
     * @param {SpaceDocumentCreateManyAndReturnArgs} args - Arguments to create many SpaceDocuments.
     * @example
     * // Create many SpaceDocuments
     * const spaceDocument = await prisma.spaceDocument.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many SpaceDocuments and only return the `spaceId`
     * const spaceDocumentWithSpaceIdOnly = await prisma.spaceDocument.createManyAndReturn({
     *   select: { spaceId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends SpaceDocumentCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, SpaceDocumentCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a SpaceDocument.
     * @param {SpaceDocumentDeleteArgs} args - Arguments to delete one SpaceDocument.
     * @example
     * // Delete one SpaceDocument
     * const SpaceDocument = await prisma.spaceDocument.delete({
     *   where: {
     *     // ... filter to delete one SpaceDocument
     *   }
     * })
     *
     */
    delete<T extends SpaceDocumentDeleteArgs>(args: Prisma.SelectSubset<T, SpaceDocumentDeleteArgs<ExtArgs>>): Prisma.Prisma__SpaceDocumentClient<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one SpaceDocument.
     * @param {SpaceDocumentUpdateArgs} args - Arguments to update one SpaceDocument.
     * @example
     * // Update one SpaceDocument
     * const spaceDocument = await prisma.spaceDocument.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SpaceDocumentUpdateArgs>(args: Prisma.SelectSubset<T, SpaceDocumentUpdateArgs<ExtArgs>>): Prisma.Prisma__SpaceDocumentClient<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more SpaceDocuments.
     * @param {SpaceDocumentDeleteManyArgs} args - Arguments to filter SpaceDocuments to delete.
     * @example
     * // Delete a few SpaceDocuments
     * const { count } = await prisma.spaceDocument.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SpaceDocumentDeleteManyArgs>(args?: Prisma.SelectSubset<T, SpaceDocumentDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SpaceDocuments.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceDocumentUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many SpaceDocuments
     * const spaceDocument = await prisma.spaceDocument.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SpaceDocumentUpdateManyArgs>(args: Prisma.SelectSubset<T, SpaceDocumentUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SpaceDocuments and returns the data updated in the database.
     * @param {SpaceDocumentUpdateManyAndReturnArgs} args - Arguments to update many SpaceDocuments.
     * @example
     * // Update many SpaceDocuments
     * const spaceDocument = await prisma.spaceDocument.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more SpaceDocuments and only return the `spaceId`
     * const spaceDocumentWithSpaceIdOnly = await prisma.spaceDocument.updateManyAndReturn({
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
    updateManyAndReturn<T extends SpaceDocumentUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SpaceDocumentUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one SpaceDocument.
     * @param {SpaceDocumentUpsertArgs} args - Arguments to update or create a SpaceDocument.
     * @example
     * // Update or create a SpaceDocument
     * const spaceDocument = await prisma.spaceDocument.upsert({
     *   create: {
     *     // ... data to create a SpaceDocument
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the SpaceDocument we want to update
     *   }
     * })
     */
    upsert<T extends SpaceDocumentUpsertArgs>(args: Prisma.SelectSubset<T, SpaceDocumentUpsertArgs<ExtArgs>>): Prisma.Prisma__SpaceDocumentClient<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of SpaceDocuments.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceDocumentCountArgs} args - Arguments to filter SpaceDocuments to count.
     * @example
     * // Count the number of SpaceDocuments
     * const count = await prisma.spaceDocument.count({
     *   where: {
     *     // ... the filter for the SpaceDocuments we want to count
     *   }
     * })
    **/
    count<T extends SpaceDocumentCountArgs>(args?: Prisma.Subset<T, SpaceDocumentCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SpaceDocumentCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a SpaceDocument.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceDocumentAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends SpaceDocumentAggregateArgs>(args: Prisma.Subset<T, SpaceDocumentAggregateArgs>): Prisma.PrismaPromise<GetSpaceDocumentAggregateType<T>>;
    /**
     * Group by SpaceDocument.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceDocumentGroupByArgs} args - Group by arguments.
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
    groupBy<T extends SpaceDocumentGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SpaceDocumentGroupByArgs['orderBy'];
    } : {
        orderBy?: SpaceDocumentGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SpaceDocumentGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSpaceDocumentGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the SpaceDocument model
     */
    readonly fields: SpaceDocumentFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for SpaceDocument.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SpaceDocumentClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the SpaceDocument model
 */
export interface SpaceDocumentFieldRefs {
    readonly spaceId: Prisma.FieldRef<"SpaceDocument", 'String'>;
    readonly bodyHash: Prisma.FieldRef<"SpaceDocument", 'String'>;
}
/**
 * SpaceDocument findUnique
 */
export type SpaceDocumentFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
    /**
     * Filter, which SpaceDocument to fetch.
     */
    where: Prisma.SpaceDocumentWhereUniqueInput;
};
/**
 * SpaceDocument findUniqueOrThrow
 */
export type SpaceDocumentFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
    /**
     * Filter, which SpaceDocument to fetch.
     */
    where: Prisma.SpaceDocumentWhereUniqueInput;
};
/**
 * SpaceDocument findFirst
 */
export type SpaceDocumentFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
    /**
     * Filter, which SpaceDocument to fetch.
     */
    where?: Prisma.SpaceDocumentWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpaceDocuments to fetch.
     */
    orderBy?: Prisma.SpaceDocumentOrderByWithRelationInput | Prisma.SpaceDocumentOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SpaceDocuments.
     */
    cursor?: Prisma.SpaceDocumentWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpaceDocuments from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpaceDocuments.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SpaceDocuments.
     */
    distinct?: Prisma.SpaceDocumentScalarFieldEnum | Prisma.SpaceDocumentScalarFieldEnum[];
};
/**
 * SpaceDocument findFirstOrThrow
 */
export type SpaceDocumentFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
    /**
     * Filter, which SpaceDocument to fetch.
     */
    where?: Prisma.SpaceDocumentWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpaceDocuments to fetch.
     */
    orderBy?: Prisma.SpaceDocumentOrderByWithRelationInput | Prisma.SpaceDocumentOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SpaceDocuments.
     */
    cursor?: Prisma.SpaceDocumentWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpaceDocuments from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpaceDocuments.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SpaceDocuments.
     */
    distinct?: Prisma.SpaceDocumentScalarFieldEnum | Prisma.SpaceDocumentScalarFieldEnum[];
};
/**
 * SpaceDocument findMany
 */
export type SpaceDocumentFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
    /**
     * Filter, which SpaceDocuments to fetch.
     */
    where?: Prisma.SpaceDocumentWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SpaceDocuments to fetch.
     */
    orderBy?: Prisma.SpaceDocumentOrderByWithRelationInput | Prisma.SpaceDocumentOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing SpaceDocuments.
     */
    cursor?: Prisma.SpaceDocumentWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SpaceDocuments from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SpaceDocuments.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SpaceDocuments.
     */
    distinct?: Prisma.SpaceDocumentScalarFieldEnum | Prisma.SpaceDocumentScalarFieldEnum[];
};
/**
 * SpaceDocument create
 */
export type SpaceDocumentCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
    /**
     * The data needed to create a SpaceDocument.
     */
    data: Prisma.XOR<Prisma.SpaceDocumentCreateInput, Prisma.SpaceDocumentUncheckedCreateInput>;
};
/**
 * SpaceDocument createMany
 */
export type SpaceDocumentCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many SpaceDocuments.
     */
    data: Prisma.SpaceDocumentCreateManyInput | Prisma.SpaceDocumentCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SpaceDocument createManyAndReturn
 */
export type SpaceDocumentCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * The data used to create many SpaceDocuments.
     */
    data: Prisma.SpaceDocumentCreateManyInput | Prisma.SpaceDocumentCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * SpaceDocument update
 */
export type SpaceDocumentUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
    /**
     * The data needed to update a SpaceDocument.
     */
    data: Prisma.XOR<Prisma.SpaceDocumentUpdateInput, Prisma.SpaceDocumentUncheckedUpdateInput>;
    /**
     * Choose, which SpaceDocument to update.
     */
    where: Prisma.SpaceDocumentWhereUniqueInput;
};
/**
 * SpaceDocument updateMany
 */
export type SpaceDocumentUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update SpaceDocuments.
     */
    data: Prisma.XOR<Prisma.SpaceDocumentUpdateManyMutationInput, Prisma.SpaceDocumentUncheckedUpdateManyInput>;
    /**
     * Filter which SpaceDocuments to update
     */
    where?: Prisma.SpaceDocumentWhereInput;
    /**
     * Limit how many SpaceDocuments to update.
     */
    limit?: number;
};
/**
 * SpaceDocument updateManyAndReturn
 */
export type SpaceDocumentUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * The data used to update SpaceDocuments.
     */
    data: Prisma.XOR<Prisma.SpaceDocumentUpdateManyMutationInput, Prisma.SpaceDocumentUncheckedUpdateManyInput>;
    /**
     * Filter which SpaceDocuments to update
     */
    where?: Prisma.SpaceDocumentWhereInput;
    /**
     * Limit how many SpaceDocuments to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * SpaceDocument upsert
 */
export type SpaceDocumentUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
    /**
     * The filter to search for the SpaceDocument to update in case it exists.
     */
    where: Prisma.SpaceDocumentWhereUniqueInput;
    /**
     * In case the SpaceDocument found by the `where` argument doesn't exist, create a new SpaceDocument with this data.
     */
    create: Prisma.XOR<Prisma.SpaceDocumentCreateInput, Prisma.SpaceDocumentUncheckedCreateInput>;
    /**
     * In case the SpaceDocument was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.SpaceDocumentUpdateInput, Prisma.SpaceDocumentUncheckedUpdateInput>;
};
/**
 * SpaceDocument delete
 */
export type SpaceDocumentDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
    /**
     * Filter which SpaceDocument to delete.
     */
    where: Prisma.SpaceDocumentWhereUniqueInput;
};
/**
 * SpaceDocument deleteMany
 */
export type SpaceDocumentDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SpaceDocuments to delete
     */
    where?: Prisma.SpaceDocumentWhereInput;
    /**
     * Limit how many SpaceDocuments to delete.
     */
    limit?: number;
};
/**
 * SpaceDocument without action
 */
export type SpaceDocumentDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
};
