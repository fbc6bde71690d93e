import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model PagePathHistory
 *
 */
export type PagePathHistoryModel = runtime.Types.Result.DefaultSelection<Prisma.$PagePathHistoryPayload>;
export type AggregatePagePathHistory = {
    _count: PagePathHistoryCountAggregateOutputType | null;
    _min: PagePathHistoryMinAggregateOutputType | null;
    _max: PagePathHistoryMaxAggregateOutputType | null;
};
export type PagePathHistoryMinAggregateOutputType = {
    spaceId: string | null;
    path: string | null;
    pageId: string | null;
    recordedAt: Date | null;
};
export type PagePathHistoryMaxAggregateOutputType = {
    spaceId: string | null;
    path: string | null;
    pageId: string | null;
    recordedAt: Date | null;
};
export type PagePathHistoryCountAggregateOutputType = {
    spaceId: number;
    path: number;
    pageId: number;
    recordedAt: number;
    _all: number;
};
export type PagePathHistoryMinAggregateInputType = {
    spaceId?: true;
    path?: true;
    pageId?: true;
    recordedAt?: true;
};
export type PagePathHistoryMaxAggregateInputType = {
    spaceId?: true;
    path?: true;
    pageId?: true;
    recordedAt?: true;
};
export type PagePathHistoryCountAggregateInputType = {
    spaceId?: true;
    path?: true;
    pageId?: true;
    recordedAt?: true;
    _all?: true;
};
export type PagePathHistoryAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which PagePathHistory to aggregate.
     */
    where?: Prisma.PagePathHistoryWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PagePathHistories to fetch.
     */
    orderBy?: Prisma.PagePathHistoryOrderByWithRelationInput | Prisma.PagePathHistoryOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.PagePathHistoryWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PagePathHistories from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PagePathHistories.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned PagePathHistories
    **/
    _count?: true | PagePathHistoryCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: PagePathHistoryMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: PagePathHistoryMaxAggregateInputType;
};
export type GetPagePathHistoryAggregateType<T extends PagePathHistoryAggregateArgs> = {
    [P in keyof T & keyof AggregatePagePathHistory]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregatePagePathHistory[P]> : Prisma.GetScalarType<T[P], AggregatePagePathHistory[P]>;
};
export type PagePathHistoryGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.PagePathHistoryWhereInput;
    orderBy?: Prisma.PagePathHistoryOrderByWithAggregationInput | Prisma.PagePathHistoryOrderByWithAggregationInput[];
    by: Prisma.PagePathHistoryScalarFieldEnum[] | Prisma.PagePathHistoryScalarFieldEnum;
    having?: Prisma.PagePathHistoryScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: PagePathHistoryCountAggregateInputType | true;
    _min?: PagePathHistoryMinAggregateInputType;
    _max?: PagePathHistoryMaxAggregateInputType;
};
export type PagePathHistoryGroupByOutputType = {
    spaceId: string;
    path: string;
    pageId: string;
    recordedAt: Date;
    _count: PagePathHistoryCountAggregateOutputType | null;
    _min: PagePathHistoryMinAggregateOutputType | null;
    _max: PagePathHistoryMaxAggregateOutputType | null;
};
export type GetPagePathHistoryGroupByPayload<T extends PagePathHistoryGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<PagePathHistoryGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof PagePathHistoryGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], PagePathHistoryGroupByOutputType[P]> : Prisma.GetScalarType<T[P], PagePathHistoryGroupByOutputType[P]>;
}>>;
export type PagePathHistoryWhereInput = {
    AND?: Prisma.PagePathHistoryWhereInput | Prisma.PagePathHistoryWhereInput[];
    OR?: Prisma.PagePathHistoryWhereInput[];
    NOT?: Prisma.PagePathHistoryWhereInput | Prisma.PagePathHistoryWhereInput[];
    spaceId?: Prisma.StringFilter<"PagePathHistory"> | string;
    path?: Prisma.StringFilter<"PagePathHistory"> | string;
    pageId?: Prisma.StringFilter<"PagePathHistory"> | string;
    recordedAt?: Prisma.DateTimeFilter<"PagePathHistory"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
};
export type PagePathHistoryOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    path?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    recordedAt?: Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
};
export type PagePathHistoryWhereUniqueInput = Prisma.AtLeast<{
    spaceId_path?: Prisma.PagePathHistorySpaceIdPathCompoundUniqueInput;
    AND?: Prisma.PagePathHistoryWhereInput | Prisma.PagePathHistoryWhereInput[];
    OR?: Prisma.PagePathHistoryWhereInput[];
    NOT?: Prisma.PagePathHistoryWhereInput | Prisma.PagePathHistoryWhereInput[];
    spaceId?: Prisma.StringFilter<"PagePathHistory"> | string;
    path?: Prisma.StringFilter<"PagePathHistory"> | string;
    pageId?: Prisma.StringFilter<"PagePathHistory"> | string;
    recordedAt?: Prisma.DateTimeFilter<"PagePathHistory"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
}, "spaceId_path">;
export type PagePathHistoryOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    path?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    recordedAt?: Prisma.SortOrder;
    _count?: Prisma.PagePathHistoryCountOrderByAggregateInput;
    _max?: Prisma.PagePathHistoryMaxOrderByAggregateInput;
    _min?: Prisma.PagePathHistoryMinOrderByAggregateInput;
};
export type PagePathHistoryScalarWhereWithAggregatesInput = {
    AND?: Prisma.PagePathHistoryScalarWhereWithAggregatesInput | Prisma.PagePathHistoryScalarWhereWithAggregatesInput[];
    OR?: Prisma.PagePathHistoryScalarWhereWithAggregatesInput[];
    NOT?: Prisma.PagePathHistoryScalarWhereWithAggregatesInput | Prisma.PagePathHistoryScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"PagePathHistory"> | string;
    path?: Prisma.StringWithAggregatesFilter<"PagePathHistory"> | string;
    pageId?: Prisma.StringWithAggregatesFilter<"PagePathHistory"> | string;
    recordedAt?: Prisma.DateTimeWithAggregatesFilter<"PagePathHistory"> | Date | string;
};
export type PagePathHistoryCreateInput = {
    path: string;
    pageId: string;
    recordedAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutPagePathHistoryInput;
};
export type PagePathHistoryUncheckedCreateInput = {
    spaceId: string;
    path: string;
    pageId: string;
    recordedAt?: Date | string;
};
export type PagePathHistoryUpdateInput = {
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    recordedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutPagePathHistoryNestedInput;
};
export type PagePathHistoryUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    recordedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PagePathHistoryCreateManyInput = {
    spaceId: string;
    path: string;
    pageId: string;
    recordedAt?: Date | string;
};
export type PagePathHistoryUpdateManyMutationInput = {
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    recordedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PagePathHistoryUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    recordedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PagePathHistoryListRelationFilter = {
    every?: Prisma.PagePathHistoryWhereInput;
    some?: Prisma.PagePathHistoryWhereInput;
    none?: Prisma.PagePathHistoryWhereInput;
};
export type PagePathHistoryOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type PagePathHistorySpaceIdPathCompoundUniqueInput = {
    spaceId: string;
    path: string;
};
export type PagePathHistoryCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    path?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    recordedAt?: Prisma.SortOrder;
};
export type PagePathHistoryMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    path?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    recordedAt?: Prisma.SortOrder;
};
export type PagePathHistoryMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    path?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    recordedAt?: Prisma.SortOrder;
};
export type PagePathHistoryCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.PagePathHistoryCreateWithoutSpaceInput, Prisma.PagePathHistoryUncheckedCreateWithoutSpaceInput> | Prisma.PagePathHistoryCreateWithoutSpaceInput[] | Prisma.PagePathHistoryUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.PagePathHistoryCreateOrConnectWithoutSpaceInput | Prisma.PagePathHistoryCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.PagePathHistoryCreateManySpaceInputEnvelope;
    connect?: Prisma.PagePathHistoryWhereUniqueInput | Prisma.PagePathHistoryWhereUniqueInput[];
};
export type PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.PagePathHistoryCreateWithoutSpaceInput, Prisma.PagePathHistoryUncheckedCreateWithoutSpaceInput> | Prisma.PagePathHistoryCreateWithoutSpaceInput[] | Prisma.PagePathHistoryUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.PagePathHistoryCreateOrConnectWithoutSpaceInput | Prisma.PagePathHistoryCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.PagePathHistoryCreateManySpaceInputEnvelope;
    connect?: Prisma.PagePathHistoryWhereUniqueInput | Prisma.PagePathHistoryWhereUniqueInput[];
};
export type PagePathHistoryUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.PagePathHistoryCreateWithoutSpaceInput, Prisma.PagePathHistoryUncheckedCreateWithoutSpaceInput> | Prisma.PagePathHistoryCreateWithoutSpaceInput[] | Prisma.PagePathHistoryUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.PagePathHistoryCreateOrConnectWithoutSpaceInput | Prisma.PagePathHistoryCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.PagePathHistoryUpsertWithWhereUniqueWithoutSpaceInput | Prisma.PagePathHistoryUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.PagePathHistoryCreateManySpaceInputEnvelope;
    set?: Prisma.PagePathHistoryWhereUniqueInput | Prisma.PagePathHistoryWhereUniqueInput[];
    disconnect?: Prisma.PagePathHistoryWhereUniqueInput | Prisma.PagePathHistoryWhereUniqueInput[];
    delete?: Prisma.PagePathHistoryWhereUniqueInput | Prisma.PagePathHistoryWhereUniqueInput[];
    connect?: Prisma.PagePathHistoryWhereUniqueInput | Prisma.PagePathHistoryWhereUniqueInput[];
    update?: Prisma.PagePathHistoryUpdateWithWhereUniqueWithoutSpaceInput | Prisma.PagePathHistoryUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.PagePathHistoryUpdateManyWithWhereWithoutSpaceInput | Prisma.PagePathHistoryUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.PagePathHistoryScalarWhereInput | Prisma.PagePathHistoryScalarWhereInput[];
};
export type PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.PagePathHistoryCreateWithoutSpaceInput, Prisma.PagePathHistoryUncheckedCreateWithoutSpaceInput> | Prisma.PagePathHistoryCreateWithoutSpaceInput[] | Prisma.PagePathHistoryUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.PagePathHistoryCreateOrConnectWithoutSpaceInput | Prisma.PagePathHistoryCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.PagePathHistoryUpsertWithWhereUniqueWithoutSpaceInput | Prisma.PagePathHistoryUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.PagePathHistoryCreateManySpaceInputEnvelope;
    set?: Prisma.PagePathHistoryWhereUniqueInput | Prisma.PagePathHistoryWhereUniqueInput[];
    disconnect?: Prisma.PagePathHistoryWhereUniqueInput | Prisma.PagePathHistoryWhereUniqueInput[];
    delete?: Prisma.PagePathHistoryWhereUniqueInput | Prisma.PagePathHistoryWhereUniqueInput[];
    connect?: Prisma.PagePathHistoryWhereUniqueInput | Prisma.PagePathHistoryWhereUniqueInput[];
    update?: Prisma.PagePathHistoryUpdateWithWhereUniqueWithoutSpaceInput | Prisma.PagePathHistoryUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.PagePathHistoryUpdateManyWithWhereWithoutSpaceInput | Prisma.PagePathHistoryUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.PagePathHistoryScalarWhereInput | Prisma.PagePathHistoryScalarWhereInput[];
};
export type PagePathHistoryCreateWithoutSpaceInput = {
    path: string;
    pageId: string;
    recordedAt?: Date | string;
};
export type PagePathHistoryUncheckedCreateWithoutSpaceInput = {
    path: string;
    pageId: string;
    recordedAt?: Date | string;
};
export type PagePathHistoryCreateOrConnectWithoutSpaceInput = {
    where: Prisma.PagePathHistoryWhereUniqueInput;
    create: Prisma.XOR<Prisma.PagePathHistoryCreateWithoutSpaceInput, Prisma.PagePathHistoryUncheckedCreateWithoutSpaceInput>;
};
export type PagePathHistoryCreateManySpaceInputEnvelope = {
    data: Prisma.PagePathHistoryCreateManySpaceInput | Prisma.PagePathHistoryCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type PagePathHistoryUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.PagePathHistoryWhereUniqueInput;
    update: Prisma.XOR<Prisma.PagePathHistoryUpdateWithoutSpaceInput, Prisma.PagePathHistoryUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.PagePathHistoryCreateWithoutSpaceInput, Prisma.PagePathHistoryUncheckedCreateWithoutSpaceInput>;
};
export type PagePathHistoryUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.PagePathHistoryWhereUniqueInput;
    data: Prisma.XOR<Prisma.PagePathHistoryUpdateWithoutSpaceInput, Prisma.PagePathHistoryUncheckedUpdateWithoutSpaceInput>;
};
export type PagePathHistoryUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.PagePathHistoryScalarWhereInput;
    data: Prisma.XOR<Prisma.PagePathHistoryUpdateManyMutationInput, Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceInput>;
};
export type PagePathHistoryScalarWhereInput = {
    AND?: Prisma.PagePathHistoryScalarWhereInput | Prisma.PagePathHistoryScalarWhereInput[];
    OR?: Prisma.PagePathHistoryScalarWhereInput[];
    NOT?: Prisma.PagePathHistoryScalarWhereInput | Prisma.PagePathHistoryScalarWhereInput[];
    spaceId?: Prisma.StringFilter<"PagePathHistory"> | string;
    path?: Prisma.StringFilter<"PagePathHistory"> | string;
    pageId?: Prisma.StringFilter<"PagePathHistory"> | string;
    recordedAt?: Prisma.DateTimeFilter<"PagePathHistory"> | Date | string;
};
export type PagePathHistoryCreateManySpaceInput = {
    path: string;
    pageId: string;
    recordedAt?: Date | string;
};
export type PagePathHistoryUpdateWithoutSpaceInput = {
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    recordedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PagePathHistoryUncheckedUpdateWithoutSpaceInput = {
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    recordedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PagePathHistoryUncheckedUpdateManyWithoutSpaceInput = {
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    recordedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PagePathHistorySelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    path?: boolean;
    pageId?: boolean;
    recordedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["pagePathHistory"]>;
export type PagePathHistorySelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    path?: boolean;
    pageId?: boolean;
    recordedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["pagePathHistory"]>;
export type PagePathHistorySelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    path?: boolean;
    pageId?: boolean;
    recordedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["pagePathHistory"]>;
export type PagePathHistorySelectScalar = {
    spaceId?: boolean;
    path?: boolean;
    pageId?: boolean;
    recordedAt?: boolean;
};
export type PagePathHistoryOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "path" | "pageId" | "recordedAt", ExtArgs["result"]["pagePathHistory"]>;
export type PagePathHistoryInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type PagePathHistoryIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type PagePathHistoryIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $PagePathHistoryPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "PagePathHistory";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        path: string;
        pageId: string;
        recordedAt: Date;
    }, ExtArgs["result"]["pagePathHistory"]>;
    composites: {};
};
export type PagePathHistoryGetPayload<S extends boolean | null | undefined | PagePathHistoryDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload, S>;
export type PagePathHistoryCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<PagePathHistoryFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: PagePathHistoryCountAggregateInputType | true;
};
export interface PagePathHistoryDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['PagePathHistory'];
        meta: {
            name: 'PagePathHistory';
        };
    };
    /**
     * Find zero or one PagePathHistory that matches the filter.
     * @param {PagePathHistoryFindUniqueArgs} args - Arguments to find a PagePathHistory
     * @example
     * // Get one PagePathHistory
     * const pagePathHistory = await prisma.pagePathHistory.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends PagePathHistoryFindUniqueArgs>(args: Prisma.SelectSubset<T, PagePathHistoryFindUniqueArgs<ExtArgs>>): Prisma.Prisma__PagePathHistoryClient<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one PagePathHistory that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {PagePathHistoryFindUniqueOrThrowArgs} args - Arguments to find a PagePathHistory
     * @example
     * // Get one PagePathHistory
     * const pagePathHistory = await prisma.pagePathHistory.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends PagePathHistoryFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, PagePathHistoryFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__PagePathHistoryClient<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first PagePathHistory that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PagePathHistoryFindFirstArgs} args - Arguments to find a PagePathHistory
     * @example
     * // Get one PagePathHistory
     * const pagePathHistory = await prisma.pagePathHistory.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends PagePathHistoryFindFirstArgs>(args?: Prisma.SelectSubset<T, PagePathHistoryFindFirstArgs<ExtArgs>>): Prisma.Prisma__PagePathHistoryClient<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first PagePathHistory that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PagePathHistoryFindFirstOrThrowArgs} args - Arguments to find a PagePathHistory
     * @example
     * // Get one PagePathHistory
     * const pagePathHistory = await prisma.pagePathHistory.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends PagePathHistoryFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, PagePathHistoryFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__PagePathHistoryClient<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more PagePathHistories that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PagePathHistoryFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all PagePathHistories
     * const pagePathHistories = await prisma.pagePathHistory.findMany()
     *
     * // Get first 10 PagePathHistories
     * const pagePathHistories = await prisma.pagePathHistory.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const pagePathHistoryWithSpaceIdOnly = await prisma.pagePathHistory.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends PagePathHistoryFindManyArgs>(args?: Prisma.SelectSubset<T, PagePathHistoryFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a PagePathHistory.
     * @param {PagePathHistoryCreateArgs} args - Arguments to create a PagePathHistory.
     * @example
     * // Create one PagePathHistory
     * const PagePathHistory = await prisma.pagePathHistory.create({
     *   data: {
     *     // ... data to create a PagePathHistory
     *   }
     * })
     *
     */
    create<T extends PagePathHistoryCreateArgs>(args: Prisma.SelectSubset<T, PagePathHistoryCreateArgs<ExtArgs>>): Prisma.Prisma__PagePathHistoryClient<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many PagePathHistories.
     * @param {PagePathHistoryCreateManyArgs} args - Arguments to create many PagePathHistories.
     * @example
     * // Create many PagePathHistories
     * const pagePathHistory = await prisma.pagePathHistory.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends PagePathHistoryCreateManyArgs>(args?: Prisma.SelectSubset<T, PagePathHistoryCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many PagePathHistories and returns the data saved in the database.
     * @param {PagePathHistoryCreateManyAndReturnArgs} args - Arguments to create many PagePathHistories.
     * @example
     * // Create many PagePathHistories
     * const pagePathHistory = await prisma.pagePathHistory.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many PagePathHistories and only return the `spaceId`
     * const pagePathHistoryWithSpaceIdOnly = await prisma.pagePathHistory.createManyAndReturn({
     *   select: { spaceId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends PagePathHistoryCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, PagePathHistoryCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a PagePathHistory.
     * @param {PagePathHistoryDeleteArgs} args - Arguments to delete one PagePathHistory.
     * @example
     * // Delete one PagePathHistory
     * const PagePathHistory = await prisma.pagePathHistory.delete({
     *   where: {
     *     // ... filter to delete one PagePathHistory
     *   }
     * })
     *
     */
    delete<T extends PagePathHistoryDeleteArgs>(args: Prisma.SelectSubset<T, PagePathHistoryDeleteArgs<ExtArgs>>): Prisma.Prisma__PagePathHistoryClient<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one PagePathHistory.
     * @param {PagePathHistoryUpdateArgs} args - Arguments to update one PagePathHistory.
     * @example
     * // Update one PagePathHistory
     * const pagePathHistory = await prisma.pagePathHistory.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends PagePathHistoryUpdateArgs>(args: Prisma.SelectSubset<T, PagePathHistoryUpdateArgs<ExtArgs>>): Prisma.Prisma__PagePathHistoryClient<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more PagePathHistories.
     * @param {PagePathHistoryDeleteManyArgs} args - Arguments to filter PagePathHistories to delete.
     * @example
     * // Delete a few PagePathHistories
     * const { count } = await prisma.pagePathHistory.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends PagePathHistoryDeleteManyArgs>(args?: Prisma.SelectSubset<T, PagePathHistoryDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more PagePathHistories.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PagePathHistoryUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many PagePathHistories
     * const pagePathHistory = await prisma.pagePathHistory.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends PagePathHistoryUpdateManyArgs>(args: Prisma.SelectSubset<T, PagePathHistoryUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more PagePathHistories and returns the data updated in the database.
     * @param {PagePathHistoryUpdateManyAndReturnArgs} args - Arguments to update many PagePathHistories.
     * @example
     * // Update many PagePathHistories
     * const pagePathHistory = await prisma.pagePathHistory.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more PagePathHistories and only return the `spaceId`
     * const pagePathHistoryWithSpaceIdOnly = await prisma.pagePathHistory.updateManyAndReturn({
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
    updateManyAndReturn<T extends PagePathHistoryUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, PagePathHistoryUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one PagePathHistory.
     * @param {PagePathHistoryUpsertArgs} args - Arguments to update or create a PagePathHistory.
     * @example
     * // Update or create a PagePathHistory
     * const pagePathHistory = await prisma.pagePathHistory.upsert({
     *   create: {
     *     // ... data to create a PagePathHistory
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the PagePathHistory we want to update
     *   }
     * })
     */
    upsert<T extends PagePathHistoryUpsertArgs>(args: Prisma.SelectSubset<T, PagePathHistoryUpsertArgs<ExtArgs>>): Prisma.Prisma__PagePathHistoryClient<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of PagePathHistories.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PagePathHistoryCountArgs} args - Arguments to filter PagePathHistories to count.
     * @example
     * // Count the number of PagePathHistories
     * const count = await prisma.pagePathHistory.count({
     *   where: {
     *     // ... the filter for the PagePathHistories we want to count
     *   }
     * })
    **/
    count<T extends PagePathHistoryCountArgs>(args?: Prisma.Subset<T, PagePathHistoryCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], PagePathHistoryCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a PagePathHistory.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PagePathHistoryAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends PagePathHistoryAggregateArgs>(args: Prisma.Subset<T, PagePathHistoryAggregateArgs>): Prisma.PrismaPromise<GetPagePathHistoryAggregateType<T>>;
    /**
     * Group by PagePathHistory.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PagePathHistoryGroupByArgs} args - Group by arguments.
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
    groupBy<T extends PagePathHistoryGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: PagePathHistoryGroupByArgs['orderBy'];
    } : {
        orderBy?: PagePathHistoryGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, PagePathHistoryGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetPagePathHistoryGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the PagePathHistory model
     */
    readonly fields: PagePathHistoryFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for PagePathHistory.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__PagePathHistoryClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the PagePathHistory model
 */
export interface PagePathHistoryFieldRefs {
    readonly spaceId: Prisma.FieldRef<"PagePathHistory", 'String'>;
    readonly path: Prisma.FieldRef<"PagePathHistory", 'String'>;
    readonly pageId: Prisma.FieldRef<"PagePathHistory", 'String'>;
    readonly recordedAt: Prisma.FieldRef<"PagePathHistory", 'DateTime'>;
}
/**
 * PagePathHistory findUnique
 */
export type PagePathHistoryFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
    /**
     * Filter, which PagePathHistory to fetch.
     */
    where: Prisma.PagePathHistoryWhereUniqueInput;
};
/**
 * PagePathHistory findUniqueOrThrow
 */
export type PagePathHistoryFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
    /**
     * Filter, which PagePathHistory to fetch.
     */
    where: Prisma.PagePathHistoryWhereUniqueInput;
};
/**
 * PagePathHistory findFirst
 */
export type PagePathHistoryFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
    /**
     * Filter, which PagePathHistory to fetch.
     */
    where?: Prisma.PagePathHistoryWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PagePathHistories to fetch.
     */
    orderBy?: Prisma.PagePathHistoryOrderByWithRelationInput | Prisma.PagePathHistoryOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for PagePathHistories.
     */
    cursor?: Prisma.PagePathHistoryWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PagePathHistories from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PagePathHistories.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PagePathHistories.
     */
    distinct?: Prisma.PagePathHistoryScalarFieldEnum | Prisma.PagePathHistoryScalarFieldEnum[];
};
/**
 * PagePathHistory findFirstOrThrow
 */
export type PagePathHistoryFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
    /**
     * Filter, which PagePathHistory to fetch.
     */
    where?: Prisma.PagePathHistoryWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PagePathHistories to fetch.
     */
    orderBy?: Prisma.PagePathHistoryOrderByWithRelationInput | Prisma.PagePathHistoryOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for PagePathHistories.
     */
    cursor?: Prisma.PagePathHistoryWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PagePathHistories from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PagePathHistories.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PagePathHistories.
     */
    distinct?: Prisma.PagePathHistoryScalarFieldEnum | Prisma.PagePathHistoryScalarFieldEnum[];
};
/**
 * PagePathHistory findMany
 */
export type PagePathHistoryFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
    /**
     * Filter, which PagePathHistories to fetch.
     */
    where?: Prisma.PagePathHistoryWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PagePathHistories to fetch.
     */
    orderBy?: Prisma.PagePathHistoryOrderByWithRelationInput | Prisma.PagePathHistoryOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing PagePathHistories.
     */
    cursor?: Prisma.PagePathHistoryWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PagePathHistories from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PagePathHistories.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PagePathHistories.
     */
    distinct?: Prisma.PagePathHistoryScalarFieldEnum | Prisma.PagePathHistoryScalarFieldEnum[];
};
/**
 * PagePathHistory create
 */
export type PagePathHistoryCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
    /**
     * The data needed to create a PagePathHistory.
     */
    data: Prisma.XOR<Prisma.PagePathHistoryCreateInput, Prisma.PagePathHistoryUncheckedCreateInput>;
};
/**
 * PagePathHistory createMany
 */
export type PagePathHistoryCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many PagePathHistories.
     */
    data: Prisma.PagePathHistoryCreateManyInput | Prisma.PagePathHistoryCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * PagePathHistory createManyAndReturn
 */
export type PagePathHistoryCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * The data used to create many PagePathHistories.
     */
    data: Prisma.PagePathHistoryCreateManyInput | Prisma.PagePathHistoryCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * PagePathHistory update
 */
export type PagePathHistoryUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
    /**
     * The data needed to update a PagePathHistory.
     */
    data: Prisma.XOR<Prisma.PagePathHistoryUpdateInput, Prisma.PagePathHistoryUncheckedUpdateInput>;
    /**
     * Choose, which PagePathHistory to update.
     */
    where: Prisma.PagePathHistoryWhereUniqueInput;
};
/**
 * PagePathHistory updateMany
 */
export type PagePathHistoryUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update PagePathHistories.
     */
    data: Prisma.XOR<Prisma.PagePathHistoryUpdateManyMutationInput, Prisma.PagePathHistoryUncheckedUpdateManyInput>;
    /**
     * Filter which PagePathHistories to update
     */
    where?: Prisma.PagePathHistoryWhereInput;
    /**
     * Limit how many PagePathHistories to update.
     */
    limit?: number;
};
/**
 * PagePathHistory updateManyAndReturn
 */
export type PagePathHistoryUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * The data used to update PagePathHistories.
     */
    data: Prisma.XOR<Prisma.PagePathHistoryUpdateManyMutationInput, Prisma.PagePathHistoryUncheckedUpdateManyInput>;
    /**
     * Filter which PagePathHistories to update
     */
    where?: Prisma.PagePathHistoryWhereInput;
    /**
     * Limit how many PagePathHistories to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * PagePathHistory upsert
 */
export type PagePathHistoryUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
    /**
     * The filter to search for the PagePathHistory to update in case it exists.
     */
    where: Prisma.PagePathHistoryWhereUniqueInput;
    /**
     * In case the PagePathHistory found by the `where` argument doesn't exist, create a new PagePathHistory with this data.
     */
    create: Prisma.XOR<Prisma.PagePathHistoryCreateInput, Prisma.PagePathHistoryUncheckedCreateInput>;
    /**
     * In case the PagePathHistory was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.PagePathHistoryUpdateInput, Prisma.PagePathHistoryUncheckedUpdateInput>;
};
/**
 * PagePathHistory delete
 */
export type PagePathHistoryDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
    /**
     * Filter which PagePathHistory to delete.
     */
    where: Prisma.PagePathHistoryWhereUniqueInput;
};
/**
 * PagePathHistory deleteMany
 */
export type PagePathHistoryDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which PagePathHistories to delete
     */
    where?: Prisma.PagePathHistoryWhereInput;
    /**
     * Limit how many PagePathHistories to delete.
     */
    limit?: number;
};
/**
 * PagePathHistory without action
 */
export type PagePathHistoryDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
};
