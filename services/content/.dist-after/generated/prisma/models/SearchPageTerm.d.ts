import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model SearchPageTerm
 *
 */
export type SearchPageTermModel = runtime.Types.Result.DefaultSelection<Prisma.$SearchPageTermPayload>;
export type AggregateSearchPageTerm = {
    _count: SearchPageTermCountAggregateOutputType | null;
    _avg: SearchPageTermAvgAggregateOutputType | null;
    _sum: SearchPageTermSumAggregateOutputType | null;
    _min: SearchPageTermMinAggregateOutputType | null;
    _max: SearchPageTermMaxAggregateOutputType | null;
};
export type SearchPageTermAvgAggregateOutputType = {
    rank: number | null;
};
export type SearchPageTermSumAggregateOutputType = {
    rank: number | null;
};
export type SearchPageTermMinAggregateOutputType = {
    spaceId: string | null;
    pageId: string | null;
    lexeme: string | null;
    rank: number | null;
};
export type SearchPageTermMaxAggregateOutputType = {
    spaceId: string | null;
    pageId: string | null;
    lexeme: string | null;
    rank: number | null;
};
export type SearchPageTermCountAggregateOutputType = {
    spaceId: number;
    pageId: number;
    lexeme: number;
    rank: number;
    _all: number;
};
export type SearchPageTermAvgAggregateInputType = {
    rank?: true;
};
export type SearchPageTermSumAggregateInputType = {
    rank?: true;
};
export type SearchPageTermMinAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    lexeme?: true;
    rank?: true;
};
export type SearchPageTermMaxAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    lexeme?: true;
    rank?: true;
};
export type SearchPageTermCountAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    lexeme?: true;
    rank?: true;
    _all?: true;
};
export type SearchPageTermAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SearchPageTerm to aggregate.
     */
    where?: Prisma.SearchPageTermWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPageTerms to fetch.
     */
    orderBy?: Prisma.SearchPageTermOrderByWithRelationInput | Prisma.SearchPageTermOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SearchPageTermWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPageTerms from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPageTerms.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned SearchPageTerms
    **/
    _count?: true | SearchPageTermCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: SearchPageTermAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: SearchPageTermSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SearchPageTermMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SearchPageTermMaxAggregateInputType;
};
export type GetSearchPageTermAggregateType<T extends SearchPageTermAggregateArgs> = {
    [P in keyof T & keyof AggregateSearchPageTerm]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSearchPageTerm[P]> : Prisma.GetScalarType<T[P], AggregateSearchPageTerm[P]>;
};
export type SearchPageTermGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SearchPageTermWhereInput;
    orderBy?: Prisma.SearchPageTermOrderByWithAggregationInput | Prisma.SearchPageTermOrderByWithAggregationInput[];
    by: Prisma.SearchPageTermScalarFieldEnum[] | Prisma.SearchPageTermScalarFieldEnum;
    having?: Prisma.SearchPageTermScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SearchPageTermCountAggregateInputType | true;
    _avg?: SearchPageTermAvgAggregateInputType;
    _sum?: SearchPageTermSumAggregateInputType;
    _min?: SearchPageTermMinAggregateInputType;
    _max?: SearchPageTermMaxAggregateInputType;
};
export type SearchPageTermGroupByOutputType = {
    spaceId: string;
    pageId: string;
    lexeme: string;
    rank: number;
    _count: SearchPageTermCountAggregateOutputType | null;
    _avg: SearchPageTermAvgAggregateOutputType | null;
    _sum: SearchPageTermSumAggregateOutputType | null;
    _min: SearchPageTermMinAggregateOutputType | null;
    _max: SearchPageTermMaxAggregateOutputType | null;
};
export type GetSearchPageTermGroupByPayload<T extends SearchPageTermGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SearchPageTermGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SearchPageTermGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SearchPageTermGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SearchPageTermGroupByOutputType[P]>;
}>>;
export type SearchPageTermWhereInput = {
    AND?: Prisma.SearchPageTermWhereInput | Prisma.SearchPageTermWhereInput[];
    OR?: Prisma.SearchPageTermWhereInput[];
    NOT?: Prisma.SearchPageTermWhereInput | Prisma.SearchPageTermWhereInput[];
    spaceId?: Prisma.StringFilter<"SearchPageTerm"> | string;
    pageId?: Prisma.StringFilter<"SearchPageTerm"> | string;
    lexeme?: Prisma.StringFilter<"SearchPageTerm"> | string;
    rank?: Prisma.FloatFilter<"SearchPageTerm"> | number;
};
export type SearchPageTermOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    lexeme?: Prisma.SortOrder;
    rank?: Prisma.SortOrder;
};
export type SearchPageTermWhereUniqueInput = Prisma.AtLeast<{
    spaceId_pageId_lexeme?: Prisma.SearchPageTermSpaceIdPageIdLexemeCompoundUniqueInput;
    AND?: Prisma.SearchPageTermWhereInput | Prisma.SearchPageTermWhereInput[];
    OR?: Prisma.SearchPageTermWhereInput[];
    NOT?: Prisma.SearchPageTermWhereInput | Prisma.SearchPageTermWhereInput[];
    spaceId?: Prisma.StringFilter<"SearchPageTerm"> | string;
    pageId?: Prisma.StringFilter<"SearchPageTerm"> | string;
    lexeme?: Prisma.StringFilter<"SearchPageTerm"> | string;
    rank?: Prisma.FloatFilter<"SearchPageTerm"> | number;
}, "spaceId_pageId_lexeme">;
export type SearchPageTermOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    lexeme?: Prisma.SortOrder;
    rank?: Prisma.SortOrder;
    _count?: Prisma.SearchPageTermCountOrderByAggregateInput;
    _avg?: Prisma.SearchPageTermAvgOrderByAggregateInput;
    _max?: Prisma.SearchPageTermMaxOrderByAggregateInput;
    _min?: Prisma.SearchPageTermMinOrderByAggregateInput;
    _sum?: Prisma.SearchPageTermSumOrderByAggregateInput;
};
export type SearchPageTermScalarWhereWithAggregatesInput = {
    AND?: Prisma.SearchPageTermScalarWhereWithAggregatesInput | Prisma.SearchPageTermScalarWhereWithAggregatesInput[];
    OR?: Prisma.SearchPageTermScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SearchPageTermScalarWhereWithAggregatesInput | Prisma.SearchPageTermScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"SearchPageTerm"> | string;
    pageId?: Prisma.StringWithAggregatesFilter<"SearchPageTerm"> | string;
    lexeme?: Prisma.StringWithAggregatesFilter<"SearchPageTerm"> | string;
    rank?: Prisma.FloatWithAggregatesFilter<"SearchPageTerm"> | number;
};
export type SearchPageTermCreateInput = {
    spaceId: string;
    pageId: string;
    lexeme: string;
    rank: number;
};
export type SearchPageTermUncheckedCreateInput = {
    spaceId: string;
    pageId: string;
    lexeme: string;
    rank: number;
};
export type SearchPageTermUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    lexeme?: Prisma.StringFieldUpdateOperationsInput | string;
    rank?: Prisma.FloatFieldUpdateOperationsInput | number;
};
export type SearchPageTermUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    lexeme?: Prisma.StringFieldUpdateOperationsInput | string;
    rank?: Prisma.FloatFieldUpdateOperationsInput | number;
};
export type SearchPageTermCreateManyInput = {
    spaceId: string;
    pageId: string;
    lexeme: string;
    rank: number;
};
export type SearchPageTermUpdateManyMutationInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    lexeme?: Prisma.StringFieldUpdateOperationsInput | string;
    rank?: Prisma.FloatFieldUpdateOperationsInput | number;
};
export type SearchPageTermUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    lexeme?: Prisma.StringFieldUpdateOperationsInput | string;
    rank?: Prisma.FloatFieldUpdateOperationsInput | number;
};
export type SearchPageTermSpaceIdPageIdLexemeCompoundUniqueInput = {
    spaceId: string;
    pageId: string;
    lexeme: string;
};
export type SearchPageTermCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    lexeme?: Prisma.SortOrder;
    rank?: Prisma.SortOrder;
};
export type SearchPageTermAvgOrderByAggregateInput = {
    rank?: Prisma.SortOrder;
};
export type SearchPageTermMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    lexeme?: Prisma.SortOrder;
    rank?: Prisma.SortOrder;
};
export type SearchPageTermMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    lexeme?: Prisma.SortOrder;
    rank?: Prisma.SortOrder;
};
export type SearchPageTermSumOrderByAggregateInput = {
    rank?: Prisma.SortOrder;
};
export type FloatFieldUpdateOperationsInput = {
    set?: number;
    increment?: number;
    decrement?: number;
    multiply?: number;
    divide?: number;
};
export type SearchPageTermSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    pageId?: boolean;
    lexeme?: boolean;
    rank?: boolean;
}, ExtArgs["result"]["searchPageTerm"]>;
export type SearchPageTermSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    pageId?: boolean;
    lexeme?: boolean;
    rank?: boolean;
}, ExtArgs["result"]["searchPageTerm"]>;
export type SearchPageTermSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    pageId?: boolean;
    lexeme?: boolean;
    rank?: boolean;
}, ExtArgs["result"]["searchPageTerm"]>;
export type SearchPageTermSelectScalar = {
    spaceId?: boolean;
    pageId?: boolean;
    lexeme?: boolean;
    rank?: boolean;
};
export type SearchPageTermOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "pageId" | "lexeme" | "rank", ExtArgs["result"]["searchPageTerm"]>;
export type $SearchPageTermPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "SearchPageTerm";
    objects: {};
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        pageId: string;
        lexeme: string;
        rank: number;
    }, ExtArgs["result"]["searchPageTerm"]>;
    composites: {};
};
export type SearchPageTermGetPayload<S extends boolean | null | undefined | SearchPageTermDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload, S>;
export type SearchPageTermCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SearchPageTermFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SearchPageTermCountAggregateInputType | true;
};
export interface SearchPageTermDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['SearchPageTerm'];
        meta: {
            name: 'SearchPageTerm';
        };
    };
    /**
     * Find zero or one SearchPageTerm that matches the filter.
     * @param {SearchPageTermFindUniqueArgs} args - Arguments to find a SearchPageTerm
     * @example
     * // Get one SearchPageTerm
     * const searchPageTerm = await prisma.searchPageTerm.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SearchPageTermFindUniqueArgs>(args: Prisma.SelectSubset<T, SearchPageTermFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SearchPageTermClient<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one SearchPageTerm that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SearchPageTermFindUniqueOrThrowArgs} args - Arguments to find a SearchPageTerm
     * @example
     * // Get one SearchPageTerm
     * const searchPageTerm = await prisma.searchPageTerm.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SearchPageTermFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SearchPageTermFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SearchPageTermClient<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SearchPageTerm that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageTermFindFirstArgs} args - Arguments to find a SearchPageTerm
     * @example
     * // Get one SearchPageTerm
     * const searchPageTerm = await prisma.searchPageTerm.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SearchPageTermFindFirstArgs>(args?: Prisma.SelectSubset<T, SearchPageTermFindFirstArgs<ExtArgs>>): Prisma.Prisma__SearchPageTermClient<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SearchPageTerm that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageTermFindFirstOrThrowArgs} args - Arguments to find a SearchPageTerm
     * @example
     * // Get one SearchPageTerm
     * const searchPageTerm = await prisma.searchPageTerm.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SearchPageTermFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SearchPageTermFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SearchPageTermClient<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more SearchPageTerms that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageTermFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all SearchPageTerms
     * const searchPageTerms = await prisma.searchPageTerm.findMany()
     *
     * // Get first 10 SearchPageTerms
     * const searchPageTerms = await prisma.searchPageTerm.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const searchPageTermWithSpaceIdOnly = await prisma.searchPageTerm.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends SearchPageTermFindManyArgs>(args?: Prisma.SelectSubset<T, SearchPageTermFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a SearchPageTerm.
     * @param {SearchPageTermCreateArgs} args - Arguments to create a SearchPageTerm.
     * @example
     * // Create one SearchPageTerm
     * const SearchPageTerm = await prisma.searchPageTerm.create({
     *   data: {
     *     // ... data to create a SearchPageTerm
     *   }
     * })
     *
     */
    create<T extends SearchPageTermCreateArgs>(args: Prisma.SelectSubset<T, SearchPageTermCreateArgs<ExtArgs>>): Prisma.Prisma__SearchPageTermClient<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many SearchPageTerms.
     * @param {SearchPageTermCreateManyArgs} args - Arguments to create many SearchPageTerms.
     * @example
     * // Create many SearchPageTerms
     * const searchPageTerm = await prisma.searchPageTerm.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends SearchPageTermCreateManyArgs>(args?: Prisma.SelectSubset<T, SearchPageTermCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many SearchPageTerms and returns the data saved in the database.
     * @param {SearchPageTermCreateManyAndReturnArgs} args - Arguments to create many SearchPageTerms.
     * @example
     * // Create many SearchPageTerms
     * const searchPageTerm = await prisma.searchPageTerm.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many SearchPageTerms and only return the `spaceId`
     * const searchPageTermWithSpaceIdOnly = await prisma.searchPageTerm.createManyAndReturn({
     *   select: { spaceId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends SearchPageTermCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, SearchPageTermCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a SearchPageTerm.
     * @param {SearchPageTermDeleteArgs} args - Arguments to delete one SearchPageTerm.
     * @example
     * // Delete one SearchPageTerm
     * const SearchPageTerm = await prisma.searchPageTerm.delete({
     *   where: {
     *     // ... filter to delete one SearchPageTerm
     *   }
     * })
     *
     */
    delete<T extends SearchPageTermDeleteArgs>(args: Prisma.SelectSubset<T, SearchPageTermDeleteArgs<ExtArgs>>): Prisma.Prisma__SearchPageTermClient<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one SearchPageTerm.
     * @param {SearchPageTermUpdateArgs} args - Arguments to update one SearchPageTerm.
     * @example
     * // Update one SearchPageTerm
     * const searchPageTerm = await prisma.searchPageTerm.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SearchPageTermUpdateArgs>(args: Prisma.SelectSubset<T, SearchPageTermUpdateArgs<ExtArgs>>): Prisma.Prisma__SearchPageTermClient<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more SearchPageTerms.
     * @param {SearchPageTermDeleteManyArgs} args - Arguments to filter SearchPageTerms to delete.
     * @example
     * // Delete a few SearchPageTerms
     * const { count } = await prisma.searchPageTerm.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SearchPageTermDeleteManyArgs>(args?: Prisma.SelectSubset<T, SearchPageTermDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SearchPageTerms.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageTermUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many SearchPageTerms
     * const searchPageTerm = await prisma.searchPageTerm.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SearchPageTermUpdateManyArgs>(args: Prisma.SelectSubset<T, SearchPageTermUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SearchPageTerms and returns the data updated in the database.
     * @param {SearchPageTermUpdateManyAndReturnArgs} args - Arguments to update many SearchPageTerms.
     * @example
     * // Update many SearchPageTerms
     * const searchPageTerm = await prisma.searchPageTerm.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more SearchPageTerms and only return the `spaceId`
     * const searchPageTermWithSpaceIdOnly = await prisma.searchPageTerm.updateManyAndReturn({
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
    updateManyAndReturn<T extends SearchPageTermUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SearchPageTermUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one SearchPageTerm.
     * @param {SearchPageTermUpsertArgs} args - Arguments to update or create a SearchPageTerm.
     * @example
     * // Update or create a SearchPageTerm
     * const searchPageTerm = await prisma.searchPageTerm.upsert({
     *   create: {
     *     // ... data to create a SearchPageTerm
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the SearchPageTerm we want to update
     *   }
     * })
     */
    upsert<T extends SearchPageTermUpsertArgs>(args: Prisma.SelectSubset<T, SearchPageTermUpsertArgs<ExtArgs>>): Prisma.Prisma__SearchPageTermClient<runtime.Types.Result.GetResult<Prisma.$SearchPageTermPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of SearchPageTerms.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageTermCountArgs} args - Arguments to filter SearchPageTerms to count.
     * @example
     * // Count the number of SearchPageTerms
     * const count = await prisma.searchPageTerm.count({
     *   where: {
     *     // ... the filter for the SearchPageTerms we want to count
     *   }
     * })
    **/
    count<T extends SearchPageTermCountArgs>(args?: Prisma.Subset<T, SearchPageTermCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SearchPageTermCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a SearchPageTerm.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageTermAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends SearchPageTermAggregateArgs>(args: Prisma.Subset<T, SearchPageTermAggregateArgs>): Prisma.PrismaPromise<GetSearchPageTermAggregateType<T>>;
    /**
     * Group by SearchPageTerm.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageTermGroupByArgs} args - Group by arguments.
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
    groupBy<T extends SearchPageTermGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SearchPageTermGroupByArgs['orderBy'];
    } : {
        orderBy?: SearchPageTermGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SearchPageTermGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSearchPageTermGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the SearchPageTerm model
     */
    readonly fields: SearchPageTermFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for SearchPageTerm.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SearchPageTermClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
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
 * Fields of the SearchPageTerm model
 */
export interface SearchPageTermFieldRefs {
    readonly spaceId: Prisma.FieldRef<"SearchPageTerm", 'String'>;
    readonly pageId: Prisma.FieldRef<"SearchPageTerm", 'String'>;
    readonly lexeme: Prisma.FieldRef<"SearchPageTerm", 'String'>;
    readonly rank: Prisma.FieldRef<"SearchPageTerm", 'Float'>;
}
/**
 * SearchPageTerm findUnique
 */
export type SearchPageTermFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPageTerm to fetch.
     */
    where: Prisma.SearchPageTermWhereUniqueInput;
};
/**
 * SearchPageTerm findUniqueOrThrow
 */
export type SearchPageTermFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPageTerm to fetch.
     */
    where: Prisma.SearchPageTermWhereUniqueInput;
};
/**
 * SearchPageTerm findFirst
 */
export type SearchPageTermFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPageTerm to fetch.
     */
    where?: Prisma.SearchPageTermWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPageTerms to fetch.
     */
    orderBy?: Prisma.SearchPageTermOrderByWithRelationInput | Prisma.SearchPageTermOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SearchPageTerms.
     */
    cursor?: Prisma.SearchPageTermWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPageTerms from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPageTerms.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchPageTerms.
     */
    distinct?: Prisma.SearchPageTermScalarFieldEnum | Prisma.SearchPageTermScalarFieldEnum[];
};
/**
 * SearchPageTerm findFirstOrThrow
 */
export type SearchPageTermFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPageTerm to fetch.
     */
    where?: Prisma.SearchPageTermWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPageTerms to fetch.
     */
    orderBy?: Prisma.SearchPageTermOrderByWithRelationInput | Prisma.SearchPageTermOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SearchPageTerms.
     */
    cursor?: Prisma.SearchPageTermWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPageTerms from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPageTerms.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchPageTerms.
     */
    distinct?: Prisma.SearchPageTermScalarFieldEnum | Prisma.SearchPageTermScalarFieldEnum[];
};
/**
 * SearchPageTerm findMany
 */
export type SearchPageTermFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPageTerms to fetch.
     */
    where?: Prisma.SearchPageTermWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPageTerms to fetch.
     */
    orderBy?: Prisma.SearchPageTermOrderByWithRelationInput | Prisma.SearchPageTermOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing SearchPageTerms.
     */
    cursor?: Prisma.SearchPageTermWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPageTerms from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPageTerms.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchPageTerms.
     */
    distinct?: Prisma.SearchPageTermScalarFieldEnum | Prisma.SearchPageTermScalarFieldEnum[];
};
/**
 * SearchPageTerm create
 */
export type SearchPageTermCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * The data needed to create a SearchPageTerm.
     */
    data: Prisma.XOR<Prisma.SearchPageTermCreateInput, Prisma.SearchPageTermUncheckedCreateInput>;
};
/**
 * SearchPageTerm createMany
 */
export type SearchPageTermCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many SearchPageTerms.
     */
    data: Prisma.SearchPageTermCreateManyInput | Prisma.SearchPageTermCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SearchPageTerm createManyAndReturn
 */
export type SearchPageTermCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * The data used to create many SearchPageTerms.
     */
    data: Prisma.SearchPageTermCreateManyInput | Prisma.SearchPageTermCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SearchPageTerm update
 */
export type SearchPageTermUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * The data needed to update a SearchPageTerm.
     */
    data: Prisma.XOR<Prisma.SearchPageTermUpdateInput, Prisma.SearchPageTermUncheckedUpdateInput>;
    /**
     * Choose, which SearchPageTerm to update.
     */
    where: Prisma.SearchPageTermWhereUniqueInput;
};
/**
 * SearchPageTerm updateMany
 */
export type SearchPageTermUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update SearchPageTerms.
     */
    data: Prisma.XOR<Prisma.SearchPageTermUpdateManyMutationInput, Prisma.SearchPageTermUncheckedUpdateManyInput>;
    /**
     * Filter which SearchPageTerms to update
     */
    where?: Prisma.SearchPageTermWhereInput;
    /**
     * Limit how many SearchPageTerms to update.
     */
    limit?: number;
};
/**
 * SearchPageTerm updateManyAndReturn
 */
export type SearchPageTermUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * The data used to update SearchPageTerms.
     */
    data: Prisma.XOR<Prisma.SearchPageTermUpdateManyMutationInput, Prisma.SearchPageTermUncheckedUpdateManyInput>;
    /**
     * Filter which SearchPageTerms to update
     */
    where?: Prisma.SearchPageTermWhereInput;
    /**
     * Limit how many SearchPageTerms to update.
     */
    limit?: number;
};
/**
 * SearchPageTerm upsert
 */
export type SearchPageTermUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * The filter to search for the SearchPageTerm to update in case it exists.
     */
    where: Prisma.SearchPageTermWhereUniqueInput;
    /**
     * In case the SearchPageTerm found by the `where` argument doesn't exist, create a new SearchPageTerm with this data.
     */
    create: Prisma.XOR<Prisma.SearchPageTermCreateInput, Prisma.SearchPageTermUncheckedCreateInput>;
    /**
     * In case the SearchPageTerm was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.SearchPageTermUpdateInput, Prisma.SearchPageTermUncheckedUpdateInput>;
};
/**
 * SearchPageTerm delete
 */
export type SearchPageTermDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
    /**
     * Filter which SearchPageTerm to delete.
     */
    where: Prisma.SearchPageTermWhereUniqueInput;
};
/**
 * SearchPageTerm deleteMany
 */
export type SearchPageTermDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SearchPageTerms to delete
     */
    where?: Prisma.SearchPageTermWhereInput;
    /**
     * Limit how many SearchPageTerms to delete.
     */
    limit?: number;
};
/**
 * SearchPageTerm without action
 */
export type SearchPageTermDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPageTerm
     */
    select?: Prisma.SearchPageTermSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPageTerm
     */
    omit?: Prisma.SearchPageTermOmit<ExtArgs> | null;
};
