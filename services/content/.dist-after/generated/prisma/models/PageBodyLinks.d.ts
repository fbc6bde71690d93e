import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model PageBodyLinks
 *
 */
export type PageBodyLinksModel = runtime.Types.Result.DefaultSelection<Prisma.$PageBodyLinksPayload>;
export type AggregatePageBodyLinks = {
    _count: PageBodyLinksCountAggregateOutputType | null;
    _avg: PageBodyLinksAvgAggregateOutputType | null;
    _sum: PageBodyLinksSumAggregateOutputType | null;
    _min: PageBodyLinksMinAggregateOutputType | null;
    _max: PageBodyLinksMaxAggregateOutputType | null;
};
export type PageBodyLinksAvgAggregateOutputType = {
    version: number | null;
};
export type PageBodyLinksSumAggregateOutputType = {
    version: number | null;
};
export type PageBodyLinksMinAggregateOutputType = {
    bodyHash: string | null;
    version: number | null;
    createdAt: Date | null;
};
export type PageBodyLinksMaxAggregateOutputType = {
    bodyHash: string | null;
    version: number | null;
    createdAt: Date | null;
};
export type PageBodyLinksCountAggregateOutputType = {
    bodyHash: number;
    version: number;
    anchors: number;
    createdAt: number;
    _all: number;
};
export type PageBodyLinksAvgAggregateInputType = {
    version?: true;
};
export type PageBodyLinksSumAggregateInputType = {
    version?: true;
};
export type PageBodyLinksMinAggregateInputType = {
    bodyHash?: true;
    version?: true;
    createdAt?: true;
};
export type PageBodyLinksMaxAggregateInputType = {
    bodyHash?: true;
    version?: true;
    createdAt?: true;
};
export type PageBodyLinksCountAggregateInputType = {
    bodyHash?: true;
    version?: true;
    anchors?: true;
    createdAt?: true;
    _all?: true;
};
export type PageBodyLinksAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which PageBodyLinks to aggregate.
     */
    where?: Prisma.PageBodyLinksWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodyLinks to fetch.
     */
    orderBy?: Prisma.PageBodyLinksOrderByWithRelationInput | Prisma.PageBodyLinksOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.PageBodyLinksWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodyLinks from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodyLinks.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned PageBodyLinks
    **/
    _count?: true | PageBodyLinksCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: PageBodyLinksAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: PageBodyLinksSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: PageBodyLinksMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: PageBodyLinksMaxAggregateInputType;
};
export type GetPageBodyLinksAggregateType<T extends PageBodyLinksAggregateArgs> = {
    [P in keyof T & keyof AggregatePageBodyLinks]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregatePageBodyLinks[P]> : Prisma.GetScalarType<T[P], AggregatePageBodyLinks[P]>;
};
export type PageBodyLinksGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.PageBodyLinksWhereInput;
    orderBy?: Prisma.PageBodyLinksOrderByWithAggregationInput | Prisma.PageBodyLinksOrderByWithAggregationInput[];
    by: Prisma.PageBodyLinksScalarFieldEnum[] | Prisma.PageBodyLinksScalarFieldEnum;
    having?: Prisma.PageBodyLinksScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: PageBodyLinksCountAggregateInputType | true;
    _avg?: PageBodyLinksAvgAggregateInputType;
    _sum?: PageBodyLinksSumAggregateInputType;
    _min?: PageBodyLinksMinAggregateInputType;
    _max?: PageBodyLinksMaxAggregateInputType;
};
export type PageBodyLinksGroupByOutputType = {
    bodyHash: string;
    version: number;
    anchors: string[];
    createdAt: Date;
    _count: PageBodyLinksCountAggregateOutputType | null;
    _avg: PageBodyLinksAvgAggregateOutputType | null;
    _sum: PageBodyLinksSumAggregateOutputType | null;
    _min: PageBodyLinksMinAggregateOutputType | null;
    _max: PageBodyLinksMaxAggregateOutputType | null;
};
export type GetPageBodyLinksGroupByPayload<T extends PageBodyLinksGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<PageBodyLinksGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof PageBodyLinksGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], PageBodyLinksGroupByOutputType[P]> : Prisma.GetScalarType<T[P], PageBodyLinksGroupByOutputType[P]>;
}>>;
export type PageBodyLinksWhereInput = {
    AND?: Prisma.PageBodyLinksWhereInput | Prisma.PageBodyLinksWhereInput[];
    OR?: Prisma.PageBodyLinksWhereInput[];
    NOT?: Prisma.PageBodyLinksWhereInput | Prisma.PageBodyLinksWhereInput[];
    bodyHash?: Prisma.StringFilter<"PageBodyLinks"> | string;
    version?: Prisma.IntFilter<"PageBodyLinks"> | number;
    anchors?: Prisma.StringNullableListFilter<"PageBodyLinks">;
    createdAt?: Prisma.DateTimeFilter<"PageBodyLinks"> | Date | string;
    references?: Prisma.PageBodyReferenceListRelationFilter;
};
export type PageBodyLinksOrderByWithRelationInput = {
    bodyHash?: Prisma.SortOrder;
    version?: Prisma.SortOrder;
    anchors?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    references?: Prisma.PageBodyReferenceOrderByRelationAggregateInput;
};
export type PageBodyLinksWhereUniqueInput = Prisma.AtLeast<{
    bodyHash?: string;
    AND?: Prisma.PageBodyLinksWhereInput | Prisma.PageBodyLinksWhereInput[];
    OR?: Prisma.PageBodyLinksWhereInput[];
    NOT?: Prisma.PageBodyLinksWhereInput | Prisma.PageBodyLinksWhereInput[];
    version?: Prisma.IntFilter<"PageBodyLinks"> | number;
    anchors?: Prisma.StringNullableListFilter<"PageBodyLinks">;
    createdAt?: Prisma.DateTimeFilter<"PageBodyLinks"> | Date | string;
    references?: Prisma.PageBodyReferenceListRelationFilter;
}, "bodyHash">;
export type PageBodyLinksOrderByWithAggregationInput = {
    bodyHash?: Prisma.SortOrder;
    version?: Prisma.SortOrder;
    anchors?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    _count?: Prisma.PageBodyLinksCountOrderByAggregateInput;
    _avg?: Prisma.PageBodyLinksAvgOrderByAggregateInput;
    _max?: Prisma.PageBodyLinksMaxOrderByAggregateInput;
    _min?: Prisma.PageBodyLinksMinOrderByAggregateInput;
    _sum?: Prisma.PageBodyLinksSumOrderByAggregateInput;
};
export type PageBodyLinksScalarWhereWithAggregatesInput = {
    AND?: Prisma.PageBodyLinksScalarWhereWithAggregatesInput | Prisma.PageBodyLinksScalarWhereWithAggregatesInput[];
    OR?: Prisma.PageBodyLinksScalarWhereWithAggregatesInput[];
    NOT?: Prisma.PageBodyLinksScalarWhereWithAggregatesInput | Prisma.PageBodyLinksScalarWhereWithAggregatesInput[];
    bodyHash?: Prisma.StringWithAggregatesFilter<"PageBodyLinks"> | string;
    version?: Prisma.IntWithAggregatesFilter<"PageBodyLinks"> | number;
    anchors?: Prisma.StringNullableListFilter<"PageBodyLinks">;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"PageBodyLinks"> | Date | string;
};
export type PageBodyLinksCreateInput = {
    bodyHash: string;
    version: number;
    anchors?: Prisma.PageBodyLinksCreateanchorsInput | string[];
    createdAt?: Date | string;
    references?: Prisma.PageBodyReferenceCreateNestedManyWithoutLinksInput;
};
export type PageBodyLinksUncheckedCreateInput = {
    bodyHash: string;
    version: number;
    anchors?: Prisma.PageBodyLinksCreateanchorsInput | string[];
    createdAt?: Date | string;
    references?: Prisma.PageBodyReferenceUncheckedCreateNestedManyWithoutLinksInput;
};
export type PageBodyLinksUpdateInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
    version?: Prisma.IntFieldUpdateOperationsInput | number;
    anchors?: Prisma.PageBodyLinksUpdateanchorsInput | string[];
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    references?: Prisma.PageBodyReferenceUpdateManyWithoutLinksNestedInput;
};
export type PageBodyLinksUncheckedUpdateInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
    version?: Prisma.IntFieldUpdateOperationsInput | number;
    anchors?: Prisma.PageBodyLinksUpdateanchorsInput | string[];
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    references?: Prisma.PageBodyReferenceUncheckedUpdateManyWithoutLinksNestedInput;
};
export type PageBodyLinksCreateManyInput = {
    bodyHash: string;
    version: number;
    anchors?: Prisma.PageBodyLinksCreateanchorsInput | string[];
    createdAt?: Date | string;
};
export type PageBodyLinksUpdateManyMutationInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
    version?: Prisma.IntFieldUpdateOperationsInput | number;
    anchors?: Prisma.PageBodyLinksUpdateanchorsInput | string[];
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PageBodyLinksUncheckedUpdateManyInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
    version?: Prisma.IntFieldUpdateOperationsInput | number;
    anchors?: Prisma.PageBodyLinksUpdateanchorsInput | string[];
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PageBodyLinksCountOrderByAggregateInput = {
    bodyHash?: Prisma.SortOrder;
    version?: Prisma.SortOrder;
    anchors?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type PageBodyLinksAvgOrderByAggregateInput = {
    version?: Prisma.SortOrder;
};
export type PageBodyLinksMaxOrderByAggregateInput = {
    bodyHash?: Prisma.SortOrder;
    version?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type PageBodyLinksMinOrderByAggregateInput = {
    bodyHash?: Prisma.SortOrder;
    version?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type PageBodyLinksSumOrderByAggregateInput = {
    version?: Prisma.SortOrder;
};
export type PageBodyLinksScalarRelationFilter = {
    is?: Prisma.PageBodyLinksWhereInput;
    isNot?: Prisma.PageBodyLinksWhereInput;
};
export type PageBodyLinksCreateanchorsInput = {
    set: string[];
};
export type PageBodyLinksUpdateanchorsInput = {
    set?: string[];
    push?: string | string[];
};
export type PageBodyLinksCreateNestedOneWithoutReferencesInput = {
    create?: Prisma.XOR<Prisma.PageBodyLinksCreateWithoutReferencesInput, Prisma.PageBodyLinksUncheckedCreateWithoutReferencesInput>;
    connectOrCreate?: Prisma.PageBodyLinksCreateOrConnectWithoutReferencesInput;
    connect?: Prisma.PageBodyLinksWhereUniqueInput;
};
export type PageBodyLinksUpdateOneRequiredWithoutReferencesNestedInput = {
    create?: Prisma.XOR<Prisma.PageBodyLinksCreateWithoutReferencesInput, Prisma.PageBodyLinksUncheckedCreateWithoutReferencesInput>;
    connectOrCreate?: Prisma.PageBodyLinksCreateOrConnectWithoutReferencesInput;
    upsert?: Prisma.PageBodyLinksUpsertWithoutReferencesInput;
    connect?: Prisma.PageBodyLinksWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.PageBodyLinksUpdateToOneWithWhereWithoutReferencesInput, Prisma.PageBodyLinksUpdateWithoutReferencesInput>, Prisma.PageBodyLinksUncheckedUpdateWithoutReferencesInput>;
};
export type PageBodyLinksCreateWithoutReferencesInput = {
    bodyHash: string;
    version: number;
    anchors?: Prisma.PageBodyLinksCreateanchorsInput | string[];
    createdAt?: Date | string;
};
export type PageBodyLinksUncheckedCreateWithoutReferencesInput = {
    bodyHash: string;
    version: number;
    anchors?: Prisma.PageBodyLinksCreateanchorsInput | string[];
    createdAt?: Date | string;
};
export type PageBodyLinksCreateOrConnectWithoutReferencesInput = {
    where: Prisma.PageBodyLinksWhereUniqueInput;
    create: Prisma.XOR<Prisma.PageBodyLinksCreateWithoutReferencesInput, Prisma.PageBodyLinksUncheckedCreateWithoutReferencesInput>;
};
export type PageBodyLinksUpsertWithoutReferencesInput = {
    update: Prisma.XOR<Prisma.PageBodyLinksUpdateWithoutReferencesInput, Prisma.PageBodyLinksUncheckedUpdateWithoutReferencesInput>;
    create: Prisma.XOR<Prisma.PageBodyLinksCreateWithoutReferencesInput, Prisma.PageBodyLinksUncheckedCreateWithoutReferencesInput>;
    where?: Prisma.PageBodyLinksWhereInput;
};
export type PageBodyLinksUpdateToOneWithWhereWithoutReferencesInput = {
    where?: Prisma.PageBodyLinksWhereInput;
    data: Prisma.XOR<Prisma.PageBodyLinksUpdateWithoutReferencesInput, Prisma.PageBodyLinksUncheckedUpdateWithoutReferencesInput>;
};
export type PageBodyLinksUpdateWithoutReferencesInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
    version?: Prisma.IntFieldUpdateOperationsInput | number;
    anchors?: Prisma.PageBodyLinksUpdateanchorsInput | string[];
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PageBodyLinksUncheckedUpdateWithoutReferencesInput = {
    bodyHash?: Prisma.StringFieldUpdateOperationsInput | string;
    version?: Prisma.IntFieldUpdateOperationsInput | number;
    anchors?: Prisma.PageBodyLinksUpdateanchorsInput | string[];
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
/**
 * Count Type PageBodyLinksCountOutputType
 */
export type PageBodyLinksCountOutputType = {
    references: number;
};
export type PageBodyLinksCountOutputTypeSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    references?: boolean | PageBodyLinksCountOutputTypeCountReferencesArgs;
};
/**
 * PageBodyLinksCountOutputType without action
 */
export type PageBodyLinksCountOutputTypeDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinksCountOutputType
     */
    select?: Prisma.PageBodyLinksCountOutputTypeSelect<ExtArgs> | null;
};
/**
 * PageBodyLinksCountOutputType without action
 */
export type PageBodyLinksCountOutputTypeCountReferencesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.PageBodyReferenceWhereInput;
};
export type PageBodyLinksSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    bodyHash?: boolean;
    version?: boolean;
    anchors?: boolean;
    createdAt?: boolean;
    references?: boolean | Prisma.PageBodyLinks$referencesArgs<ExtArgs>;
    _count?: boolean | Prisma.PageBodyLinksCountOutputTypeDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["pageBodyLinks"]>;
export type PageBodyLinksSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    bodyHash?: boolean;
    version?: boolean;
    anchors?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["pageBodyLinks"]>;
export type PageBodyLinksSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    bodyHash?: boolean;
    version?: boolean;
    anchors?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["pageBodyLinks"]>;
export type PageBodyLinksSelectScalar = {
    bodyHash?: boolean;
    version?: boolean;
    anchors?: boolean;
    createdAt?: boolean;
};
export type PageBodyLinksOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"bodyHash" | "version" | "anchors" | "createdAt", ExtArgs["result"]["pageBodyLinks"]>;
export type PageBodyLinksInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    references?: boolean | Prisma.PageBodyLinks$referencesArgs<ExtArgs>;
    _count?: boolean | Prisma.PageBodyLinksCountOutputTypeDefaultArgs<ExtArgs>;
};
export type PageBodyLinksIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {};
export type PageBodyLinksIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {};
export type $PageBodyLinksPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "PageBodyLinks";
    objects: {
        references: Prisma.$PageBodyReferencePayload<ExtArgs>[];
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        bodyHash: string;
        version: number;
        anchors: string[];
        createdAt: Date;
    }, ExtArgs["result"]["pageBodyLinks"]>;
    composites: {};
};
export type PageBodyLinksGetPayload<S extends boolean | null | undefined | PageBodyLinksDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload, S>;
export type PageBodyLinksCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<PageBodyLinksFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: PageBodyLinksCountAggregateInputType | true;
};
export interface PageBodyLinksDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['PageBodyLinks'];
        meta: {
            name: 'PageBodyLinks';
        };
    };
    /**
     * Find zero or one PageBodyLinks that matches the filter.
     * @param {PageBodyLinksFindUniqueArgs} args - Arguments to find a PageBodyLinks
     * @example
     * // Get one PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends PageBodyLinksFindUniqueArgs>(args: Prisma.SelectSubset<T, PageBodyLinksFindUniqueArgs<ExtArgs>>): Prisma.Prisma__PageBodyLinksClient<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one PageBodyLinks that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {PageBodyLinksFindUniqueOrThrowArgs} args - Arguments to find a PageBodyLinks
     * @example
     * // Get one PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends PageBodyLinksFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, PageBodyLinksFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__PageBodyLinksClient<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first PageBodyLinks that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyLinksFindFirstArgs} args - Arguments to find a PageBodyLinks
     * @example
     * // Get one PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends PageBodyLinksFindFirstArgs>(args?: Prisma.SelectSubset<T, PageBodyLinksFindFirstArgs<ExtArgs>>): Prisma.Prisma__PageBodyLinksClient<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first PageBodyLinks that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyLinksFindFirstOrThrowArgs} args - Arguments to find a PageBodyLinks
     * @example
     * // Get one PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends PageBodyLinksFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, PageBodyLinksFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__PageBodyLinksClient<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more PageBodyLinks that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyLinksFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.findMany()
     *
     * // Get first 10 PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.findMany({ take: 10 })
     *
     * // Only select the `bodyHash`
     * const pageBodyLinksWithBodyHashOnly = await prisma.pageBodyLinks.findMany({ select: { bodyHash: true } })
     *
     */
    findMany<T extends PageBodyLinksFindManyArgs>(args?: Prisma.SelectSubset<T, PageBodyLinksFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a PageBodyLinks.
     * @param {PageBodyLinksCreateArgs} args - Arguments to create a PageBodyLinks.
     * @example
     * // Create one PageBodyLinks
     * const PageBodyLinks = await prisma.pageBodyLinks.create({
     *   data: {
     *     // ... data to create a PageBodyLinks
     *   }
     * })
     *
     */
    create<T extends PageBodyLinksCreateArgs>(args: Prisma.SelectSubset<T, PageBodyLinksCreateArgs<ExtArgs>>): Prisma.Prisma__PageBodyLinksClient<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many PageBodyLinks.
     * @param {PageBodyLinksCreateManyArgs} args - Arguments to create many PageBodyLinks.
     * @example
     * // Create many PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends PageBodyLinksCreateManyArgs>(args?: Prisma.SelectSubset<T, PageBodyLinksCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many PageBodyLinks and returns the data saved in the database.
     * @param {PageBodyLinksCreateManyAndReturnArgs} args - Arguments to create many PageBodyLinks.
     * @example
     * // Create many PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many PageBodyLinks and only return the `bodyHash`
     * const pageBodyLinksWithBodyHashOnly = await prisma.pageBodyLinks.createManyAndReturn({
     *   select: { bodyHash: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends PageBodyLinksCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, PageBodyLinksCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a PageBodyLinks.
     * @param {PageBodyLinksDeleteArgs} args - Arguments to delete one PageBodyLinks.
     * @example
     * // Delete one PageBodyLinks
     * const PageBodyLinks = await prisma.pageBodyLinks.delete({
     *   where: {
     *     // ... filter to delete one PageBodyLinks
     *   }
     * })
     *
     */
    delete<T extends PageBodyLinksDeleteArgs>(args: Prisma.SelectSubset<T, PageBodyLinksDeleteArgs<ExtArgs>>): Prisma.Prisma__PageBodyLinksClient<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one PageBodyLinks.
     * @param {PageBodyLinksUpdateArgs} args - Arguments to update one PageBodyLinks.
     * @example
     * // Update one PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends PageBodyLinksUpdateArgs>(args: Prisma.SelectSubset<T, PageBodyLinksUpdateArgs<ExtArgs>>): Prisma.Prisma__PageBodyLinksClient<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more PageBodyLinks.
     * @param {PageBodyLinksDeleteManyArgs} args - Arguments to filter PageBodyLinks to delete.
     * @example
     * // Delete a few PageBodyLinks
     * const { count } = await prisma.pageBodyLinks.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends PageBodyLinksDeleteManyArgs>(args?: Prisma.SelectSubset<T, PageBodyLinksDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more PageBodyLinks.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyLinksUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends PageBodyLinksUpdateManyArgs>(args: Prisma.SelectSubset<T, PageBodyLinksUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more PageBodyLinks and returns the data updated in the database.
     * @param {PageBodyLinksUpdateManyAndReturnArgs} args - Arguments to update many PageBodyLinks.
     * @example
     * // Update many PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more PageBodyLinks and only return the `bodyHash`
     * const pageBodyLinksWithBodyHashOnly = await prisma.pageBodyLinks.updateManyAndReturn({
     *   select: { bodyHash: true },
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
    updateManyAndReturn<T extends PageBodyLinksUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, PageBodyLinksUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one PageBodyLinks.
     * @param {PageBodyLinksUpsertArgs} args - Arguments to update or create a PageBodyLinks.
     * @example
     * // Update or create a PageBodyLinks
     * const pageBodyLinks = await prisma.pageBodyLinks.upsert({
     *   create: {
     *     // ... data to create a PageBodyLinks
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the PageBodyLinks we want to update
     *   }
     * })
     */
    upsert<T extends PageBodyLinksUpsertArgs>(args: Prisma.SelectSubset<T, PageBodyLinksUpsertArgs<ExtArgs>>): Prisma.Prisma__PageBodyLinksClient<runtime.Types.Result.GetResult<Prisma.$PageBodyLinksPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of PageBodyLinks.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyLinksCountArgs} args - Arguments to filter PageBodyLinks to count.
     * @example
     * // Count the number of PageBodyLinks
     * const count = await prisma.pageBodyLinks.count({
     *   where: {
     *     // ... the filter for the PageBodyLinks we want to count
     *   }
     * })
    **/
    count<T extends PageBodyLinksCountArgs>(args?: Prisma.Subset<T, PageBodyLinksCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], PageBodyLinksCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a PageBodyLinks.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyLinksAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends PageBodyLinksAggregateArgs>(args: Prisma.Subset<T, PageBodyLinksAggregateArgs>): Prisma.PrismaPromise<GetPageBodyLinksAggregateType<T>>;
    /**
     * Group by PageBodyLinks.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyLinksGroupByArgs} args - Group by arguments.
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
    groupBy<T extends PageBodyLinksGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: PageBodyLinksGroupByArgs['orderBy'];
    } : {
        orderBy?: PageBodyLinksGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, PageBodyLinksGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetPageBodyLinksGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the PageBodyLinks model
     */
    readonly fields: PageBodyLinksFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for PageBodyLinks.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__PageBodyLinksClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    references<T extends Prisma.PageBodyLinks$referencesArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.PageBodyLinks$referencesArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PageBodyReferencePayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
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
 * Fields of the PageBodyLinks model
 */
export interface PageBodyLinksFieldRefs {
    readonly bodyHash: Prisma.FieldRef<"PageBodyLinks", 'String'>;
    readonly version: Prisma.FieldRef<"PageBodyLinks", 'Int'>;
    readonly anchors: Prisma.FieldRef<"PageBodyLinks", 'String[]'>;
    readonly createdAt: Prisma.FieldRef<"PageBodyLinks", 'DateTime'>;
}
/**
 * PageBodyLinks findUnique
 */
export type PageBodyLinksFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyLinksInclude<ExtArgs> | null;
    /**
     * Filter, which PageBodyLinks to fetch.
     */
    where: Prisma.PageBodyLinksWhereUniqueInput;
};
/**
 * PageBodyLinks findUniqueOrThrow
 */
export type PageBodyLinksFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyLinksInclude<ExtArgs> | null;
    /**
     * Filter, which PageBodyLinks to fetch.
     */
    where: Prisma.PageBodyLinksWhereUniqueInput;
};
/**
 * PageBodyLinks findFirst
 */
export type PageBodyLinksFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyLinksInclude<ExtArgs> | null;
    /**
     * Filter, which PageBodyLinks to fetch.
     */
    where?: Prisma.PageBodyLinksWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodyLinks to fetch.
     */
    orderBy?: Prisma.PageBodyLinksOrderByWithRelationInput | Prisma.PageBodyLinksOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for PageBodyLinks.
     */
    cursor?: Prisma.PageBodyLinksWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodyLinks from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodyLinks.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PageBodyLinks.
     */
    distinct?: Prisma.PageBodyLinksScalarFieldEnum | Prisma.PageBodyLinksScalarFieldEnum[];
};
/**
 * PageBodyLinks findFirstOrThrow
 */
export type PageBodyLinksFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyLinksInclude<ExtArgs> | null;
    /**
     * Filter, which PageBodyLinks to fetch.
     */
    where?: Prisma.PageBodyLinksWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodyLinks to fetch.
     */
    orderBy?: Prisma.PageBodyLinksOrderByWithRelationInput | Prisma.PageBodyLinksOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for PageBodyLinks.
     */
    cursor?: Prisma.PageBodyLinksWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodyLinks from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodyLinks.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PageBodyLinks.
     */
    distinct?: Prisma.PageBodyLinksScalarFieldEnum | Prisma.PageBodyLinksScalarFieldEnum[];
};
/**
 * PageBodyLinks findMany
 */
export type PageBodyLinksFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyLinksInclude<ExtArgs> | null;
    /**
     * Filter, which PageBodyLinks to fetch.
     */
    where?: Prisma.PageBodyLinksWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodyLinks to fetch.
     */
    orderBy?: Prisma.PageBodyLinksOrderByWithRelationInput | Prisma.PageBodyLinksOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing PageBodyLinks.
     */
    cursor?: Prisma.PageBodyLinksWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodyLinks from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodyLinks.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PageBodyLinks.
     */
    distinct?: Prisma.PageBodyLinksScalarFieldEnum | Prisma.PageBodyLinksScalarFieldEnum[];
};
/**
 * PageBodyLinks create
 */
export type PageBodyLinksCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyLinksInclude<ExtArgs> | null;
    /**
     * The data needed to create a PageBodyLinks.
     */
    data: Prisma.XOR<Prisma.PageBodyLinksCreateInput, Prisma.PageBodyLinksUncheckedCreateInput>;
};
/**
 * PageBodyLinks createMany
 */
export type PageBodyLinksCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many PageBodyLinks.
     */
    data: Prisma.PageBodyLinksCreateManyInput | Prisma.PageBodyLinksCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * PageBodyLinks createManyAndReturn
 */
export type PageBodyLinksCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * The data used to create many PageBodyLinks.
     */
    data: Prisma.PageBodyLinksCreateManyInput | Prisma.PageBodyLinksCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * PageBodyLinks update
 */
export type PageBodyLinksUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyLinksInclude<ExtArgs> | null;
    /**
     * The data needed to update a PageBodyLinks.
     */
    data: Prisma.XOR<Prisma.PageBodyLinksUpdateInput, Prisma.PageBodyLinksUncheckedUpdateInput>;
    /**
     * Choose, which PageBodyLinks to update.
     */
    where: Prisma.PageBodyLinksWhereUniqueInput;
};
/**
 * PageBodyLinks updateMany
 */
export type PageBodyLinksUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update PageBodyLinks.
     */
    data: Prisma.XOR<Prisma.PageBodyLinksUpdateManyMutationInput, Prisma.PageBodyLinksUncheckedUpdateManyInput>;
    /**
     * Filter which PageBodyLinks to update
     */
    where?: Prisma.PageBodyLinksWhereInput;
    /**
     * Limit how many PageBodyLinks to update.
     */
    limit?: number;
};
/**
 * PageBodyLinks updateManyAndReturn
 */
export type PageBodyLinksUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * The data used to update PageBodyLinks.
     */
    data: Prisma.XOR<Prisma.PageBodyLinksUpdateManyMutationInput, Prisma.PageBodyLinksUncheckedUpdateManyInput>;
    /**
     * Filter which PageBodyLinks to update
     */
    where?: Prisma.PageBodyLinksWhereInput;
    /**
     * Limit how many PageBodyLinks to update.
     */
    limit?: number;
};
/**
 * PageBodyLinks upsert
 */
export type PageBodyLinksUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyLinksInclude<ExtArgs> | null;
    /**
     * The filter to search for the PageBodyLinks to update in case it exists.
     */
    where: Prisma.PageBodyLinksWhereUniqueInput;
    /**
     * In case the PageBodyLinks found by the `where` argument doesn't exist, create a new PageBodyLinks with this data.
     */
    create: Prisma.XOR<Prisma.PageBodyLinksCreateInput, Prisma.PageBodyLinksUncheckedCreateInput>;
    /**
     * In case the PageBodyLinks was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.PageBodyLinksUpdateInput, Prisma.PageBodyLinksUncheckedUpdateInput>;
};
/**
 * PageBodyLinks delete
 */
export type PageBodyLinksDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyLinksInclude<ExtArgs> | null;
    /**
     * Filter which PageBodyLinks to delete.
     */
    where: Prisma.PageBodyLinksWhereUniqueInput;
};
/**
 * PageBodyLinks deleteMany
 */
export type PageBodyLinksDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which PageBodyLinks to delete
     */
    where?: Prisma.PageBodyLinksWhereInput;
    /**
     * Limit how many PageBodyLinks to delete.
     */
    limit?: number;
};
/**
 * PageBodyLinks.references
 */
export type PageBodyLinks$referencesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyReference
     */
    select?: Prisma.PageBodyReferenceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyReference
     */
    omit?: Prisma.PageBodyReferenceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyReferenceInclude<ExtArgs> | null;
    where?: Prisma.PageBodyReferenceWhereInput;
    orderBy?: Prisma.PageBodyReferenceOrderByWithRelationInput | Prisma.PageBodyReferenceOrderByWithRelationInput[];
    cursor?: Prisma.PageBodyReferenceWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.PageBodyReferenceScalarFieldEnum | Prisma.PageBodyReferenceScalarFieldEnum[];
};
/**
 * PageBodyLinks without action
 */
export type PageBodyLinksDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBodyLinks
     */
    select?: Prisma.PageBodyLinksSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBodyLinks
     */
    omit?: Prisma.PageBodyLinksOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PageBodyLinksInclude<ExtArgs> | null;
};
