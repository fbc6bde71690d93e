import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model PageBody
 *
 */
export type PageBodyModel = runtime.Types.Result.DefaultSelection<Prisma.$PageBodyPayload>;
export type AggregatePageBody = {
    _count: PageBodyCountAggregateOutputType | null;
    _min: PageBodyMinAggregateOutputType | null;
    _max: PageBodyMaxAggregateOutputType | null;
};
export type PageBodyMinAggregateOutputType = {
    hash: string | null;
    markdown: string | null;
    createdAt: Date | null;
};
export type PageBodyMaxAggregateOutputType = {
    hash: string | null;
    markdown: string | null;
    createdAt: Date | null;
};
export type PageBodyCountAggregateOutputType = {
    hash: number;
    markdown: number;
    createdAt: number;
    _all: number;
};
export type PageBodyMinAggregateInputType = {
    hash?: true;
    markdown?: true;
    createdAt?: true;
};
export type PageBodyMaxAggregateInputType = {
    hash?: true;
    markdown?: true;
    createdAt?: true;
};
export type PageBodyCountAggregateInputType = {
    hash?: true;
    markdown?: true;
    createdAt?: true;
    _all?: true;
};
export type PageBodyAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which PageBody to aggregate.
     */
    where?: Prisma.PageBodyWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodies to fetch.
     */
    orderBy?: Prisma.PageBodyOrderByWithRelationInput | Prisma.PageBodyOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.PageBodyWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodies from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodies.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned PageBodies
    **/
    _count?: true | PageBodyCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: PageBodyMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: PageBodyMaxAggregateInputType;
};
export type GetPageBodyAggregateType<T extends PageBodyAggregateArgs> = {
    [P in keyof T & keyof AggregatePageBody]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregatePageBody[P]> : Prisma.GetScalarType<T[P], AggregatePageBody[P]>;
};
export type PageBodyGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.PageBodyWhereInput;
    orderBy?: Prisma.PageBodyOrderByWithAggregationInput | Prisma.PageBodyOrderByWithAggregationInput[];
    by: Prisma.PageBodyScalarFieldEnum[] | Prisma.PageBodyScalarFieldEnum;
    having?: Prisma.PageBodyScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: PageBodyCountAggregateInputType | true;
    _min?: PageBodyMinAggregateInputType;
    _max?: PageBodyMaxAggregateInputType;
};
export type PageBodyGroupByOutputType = {
    hash: string;
    markdown: string;
    createdAt: Date;
    _count: PageBodyCountAggregateOutputType | null;
    _min: PageBodyMinAggregateOutputType | null;
    _max: PageBodyMaxAggregateOutputType | null;
};
export type GetPageBodyGroupByPayload<T extends PageBodyGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<PageBodyGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof PageBodyGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], PageBodyGroupByOutputType[P]> : Prisma.GetScalarType<T[P], PageBodyGroupByOutputType[P]>;
}>>;
export type PageBodyWhereInput = {
    AND?: Prisma.PageBodyWhereInput | Prisma.PageBodyWhereInput[];
    OR?: Prisma.PageBodyWhereInput[];
    NOT?: Prisma.PageBodyWhereInput | Prisma.PageBodyWhereInput[];
    hash?: Prisma.StringFilter<"PageBody"> | string;
    markdown?: Prisma.StringFilter<"PageBody"> | string;
    createdAt?: Prisma.DateTimeFilter<"PageBody"> | Date | string;
};
export type PageBodyOrderByWithRelationInput = {
    hash?: Prisma.SortOrder;
    markdown?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type PageBodyWhereUniqueInput = Prisma.AtLeast<{
    hash?: string;
    AND?: Prisma.PageBodyWhereInput | Prisma.PageBodyWhereInput[];
    OR?: Prisma.PageBodyWhereInput[];
    NOT?: Prisma.PageBodyWhereInput | Prisma.PageBodyWhereInput[];
    markdown?: Prisma.StringFilter<"PageBody"> | string;
    createdAt?: Prisma.DateTimeFilter<"PageBody"> | Date | string;
}, "hash">;
export type PageBodyOrderByWithAggregationInput = {
    hash?: Prisma.SortOrder;
    markdown?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    _count?: Prisma.PageBodyCountOrderByAggregateInput;
    _max?: Prisma.PageBodyMaxOrderByAggregateInput;
    _min?: Prisma.PageBodyMinOrderByAggregateInput;
};
export type PageBodyScalarWhereWithAggregatesInput = {
    AND?: Prisma.PageBodyScalarWhereWithAggregatesInput | Prisma.PageBodyScalarWhereWithAggregatesInput[];
    OR?: Prisma.PageBodyScalarWhereWithAggregatesInput[];
    NOT?: Prisma.PageBodyScalarWhereWithAggregatesInput | Prisma.PageBodyScalarWhereWithAggregatesInput[];
    hash?: Prisma.StringWithAggregatesFilter<"PageBody"> | string;
    markdown?: Prisma.StringWithAggregatesFilter<"PageBody"> | string;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"PageBody"> | Date | string;
};
export type PageBodyCreateInput = {
    hash: string;
    markdown: string;
    createdAt?: Date | string;
};
export type PageBodyUncheckedCreateInput = {
    hash: string;
    markdown: string;
    createdAt?: Date | string;
};
export type PageBodyUpdateInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    markdown?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PageBodyUncheckedUpdateInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    markdown?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PageBodyCreateManyInput = {
    hash: string;
    markdown: string;
    createdAt?: Date | string;
};
export type PageBodyUpdateManyMutationInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    markdown?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PageBodyUncheckedUpdateManyInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    markdown?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type PageBodyCountOrderByAggregateInput = {
    hash?: Prisma.SortOrder;
    markdown?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type PageBodyMaxOrderByAggregateInput = {
    hash?: Prisma.SortOrder;
    markdown?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type PageBodyMinOrderByAggregateInput = {
    hash?: Prisma.SortOrder;
    markdown?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type PageBodySelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    hash?: boolean;
    markdown?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["pageBody"]>;
export type PageBodySelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    hash?: boolean;
    markdown?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["pageBody"]>;
export type PageBodySelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    hash?: boolean;
    markdown?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["pageBody"]>;
export type PageBodySelectScalar = {
    hash?: boolean;
    markdown?: boolean;
    createdAt?: boolean;
};
export type PageBodyOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"hash" | "markdown" | "createdAt", ExtArgs["result"]["pageBody"]>;
export type $PageBodyPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "PageBody";
    objects: {};
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        hash: string;
        markdown: string;
        createdAt: Date;
    }, ExtArgs["result"]["pageBody"]>;
    composites: {};
};
export type PageBodyGetPayload<S extends boolean | null | undefined | PageBodyDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$PageBodyPayload, S>;
export type PageBodyCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<PageBodyFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: PageBodyCountAggregateInputType | true;
};
export interface PageBodyDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['PageBody'];
        meta: {
            name: 'PageBody';
        };
    };
    /**
     * Find zero or one PageBody that matches the filter.
     * @param {PageBodyFindUniqueArgs} args - Arguments to find a PageBody
     * @example
     * // Get one PageBody
     * const pageBody = await prisma.pageBody.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends PageBodyFindUniqueArgs>(args: Prisma.SelectSubset<T, PageBodyFindUniqueArgs<ExtArgs>>): Prisma.Prisma__PageBodyClient<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one PageBody that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {PageBodyFindUniqueOrThrowArgs} args - Arguments to find a PageBody
     * @example
     * // Get one PageBody
     * const pageBody = await prisma.pageBody.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends PageBodyFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, PageBodyFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__PageBodyClient<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first PageBody that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyFindFirstArgs} args - Arguments to find a PageBody
     * @example
     * // Get one PageBody
     * const pageBody = await prisma.pageBody.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends PageBodyFindFirstArgs>(args?: Prisma.SelectSubset<T, PageBodyFindFirstArgs<ExtArgs>>): Prisma.Prisma__PageBodyClient<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first PageBody that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyFindFirstOrThrowArgs} args - Arguments to find a PageBody
     * @example
     * // Get one PageBody
     * const pageBody = await prisma.pageBody.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends PageBodyFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, PageBodyFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__PageBodyClient<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more PageBodies that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all PageBodies
     * const pageBodies = await prisma.pageBody.findMany()
     *
     * // Get first 10 PageBodies
     * const pageBodies = await prisma.pageBody.findMany({ take: 10 })
     *
     * // Only select the `hash`
     * const pageBodyWithHashOnly = await prisma.pageBody.findMany({ select: { hash: true } })
     *
     */
    findMany<T extends PageBodyFindManyArgs>(args?: Prisma.SelectSubset<T, PageBodyFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a PageBody.
     * @param {PageBodyCreateArgs} args - Arguments to create a PageBody.
     * @example
     * // Create one PageBody
     * const PageBody = await prisma.pageBody.create({
     *   data: {
     *     // ... data to create a PageBody
     *   }
     * })
     *
     */
    create<T extends PageBodyCreateArgs>(args: Prisma.SelectSubset<T, PageBodyCreateArgs<ExtArgs>>): Prisma.Prisma__PageBodyClient<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many PageBodies.
     * @param {PageBodyCreateManyArgs} args - Arguments to create many PageBodies.
     * @example
     * // Create many PageBodies
     * const pageBody = await prisma.pageBody.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends PageBodyCreateManyArgs>(args?: Prisma.SelectSubset<T, PageBodyCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many PageBodies and returns the data saved in the database.
     * @param {PageBodyCreateManyAndReturnArgs} args - Arguments to create many PageBodies.
     * @example
     * // Create many PageBodies
     * const pageBody = await prisma.pageBody.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many PageBodies and only return the `hash`
     * const pageBodyWithHashOnly = await prisma.pageBody.createManyAndReturn({
     *   select: { hash: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends PageBodyCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, PageBodyCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a PageBody.
     * @param {PageBodyDeleteArgs} args - Arguments to delete one PageBody.
     * @example
     * // Delete one PageBody
     * const PageBody = await prisma.pageBody.delete({
     *   where: {
     *     // ... filter to delete one PageBody
     *   }
     * })
     *
     */
    delete<T extends PageBodyDeleteArgs>(args: Prisma.SelectSubset<T, PageBodyDeleteArgs<ExtArgs>>): Prisma.Prisma__PageBodyClient<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one PageBody.
     * @param {PageBodyUpdateArgs} args - Arguments to update one PageBody.
     * @example
     * // Update one PageBody
     * const pageBody = await prisma.pageBody.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends PageBodyUpdateArgs>(args: Prisma.SelectSubset<T, PageBodyUpdateArgs<ExtArgs>>): Prisma.Prisma__PageBodyClient<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more PageBodies.
     * @param {PageBodyDeleteManyArgs} args - Arguments to filter PageBodies to delete.
     * @example
     * // Delete a few PageBodies
     * const { count } = await prisma.pageBody.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends PageBodyDeleteManyArgs>(args?: Prisma.SelectSubset<T, PageBodyDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more PageBodies.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many PageBodies
     * const pageBody = await prisma.pageBody.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends PageBodyUpdateManyArgs>(args: Prisma.SelectSubset<T, PageBodyUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more PageBodies and returns the data updated in the database.
     * @param {PageBodyUpdateManyAndReturnArgs} args - Arguments to update many PageBodies.
     * @example
     * // Update many PageBodies
     * const pageBody = await prisma.pageBody.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more PageBodies and only return the `hash`
     * const pageBodyWithHashOnly = await prisma.pageBody.updateManyAndReturn({
     *   select: { hash: true },
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
    updateManyAndReturn<T extends PageBodyUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, PageBodyUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one PageBody.
     * @param {PageBodyUpsertArgs} args - Arguments to update or create a PageBody.
     * @example
     * // Update or create a PageBody
     * const pageBody = await prisma.pageBody.upsert({
     *   create: {
     *     // ... data to create a PageBody
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the PageBody we want to update
     *   }
     * })
     */
    upsert<T extends PageBodyUpsertArgs>(args: Prisma.SelectSubset<T, PageBodyUpsertArgs<ExtArgs>>): Prisma.Prisma__PageBodyClient<runtime.Types.Result.GetResult<Prisma.$PageBodyPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of PageBodies.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyCountArgs} args - Arguments to filter PageBodies to count.
     * @example
     * // Count the number of PageBodies
     * const count = await prisma.pageBody.count({
     *   where: {
     *     // ... the filter for the PageBodies we want to count
     *   }
     * })
    **/
    count<T extends PageBodyCountArgs>(args?: Prisma.Subset<T, PageBodyCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], PageBodyCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a PageBody.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends PageBodyAggregateArgs>(args: Prisma.Subset<T, PageBodyAggregateArgs>): Prisma.PrismaPromise<GetPageBodyAggregateType<T>>;
    /**
     * Group by PageBody.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {PageBodyGroupByArgs} args - Group by arguments.
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
    groupBy<T extends PageBodyGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: PageBodyGroupByArgs['orderBy'];
    } : {
        orderBy?: PageBodyGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, PageBodyGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetPageBodyGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the PageBody model
     */
    readonly fields: PageBodyFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for PageBody.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__PageBodyClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the PageBody model
 */
export interface PageBodyFieldRefs {
    readonly hash: Prisma.FieldRef<"PageBody", 'String'>;
    readonly markdown: Prisma.FieldRef<"PageBody", 'String'>;
    readonly createdAt: Prisma.FieldRef<"PageBody", 'DateTime'>;
}
/**
 * PageBody findUnique
 */
export type PageBodyFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * Filter, which PageBody to fetch.
     */
    where: Prisma.PageBodyWhereUniqueInput;
};
/**
 * PageBody findUniqueOrThrow
 */
export type PageBodyFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * Filter, which PageBody to fetch.
     */
    where: Prisma.PageBodyWhereUniqueInput;
};
/**
 * PageBody findFirst
 */
export type PageBodyFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * Filter, which PageBody to fetch.
     */
    where?: Prisma.PageBodyWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodies to fetch.
     */
    orderBy?: Prisma.PageBodyOrderByWithRelationInput | Prisma.PageBodyOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for PageBodies.
     */
    cursor?: Prisma.PageBodyWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodies from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodies.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PageBodies.
     */
    distinct?: Prisma.PageBodyScalarFieldEnum | Prisma.PageBodyScalarFieldEnum[];
};
/**
 * PageBody findFirstOrThrow
 */
export type PageBodyFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * Filter, which PageBody to fetch.
     */
    where?: Prisma.PageBodyWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodies to fetch.
     */
    orderBy?: Prisma.PageBodyOrderByWithRelationInput | Prisma.PageBodyOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for PageBodies.
     */
    cursor?: Prisma.PageBodyWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodies from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodies.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PageBodies.
     */
    distinct?: Prisma.PageBodyScalarFieldEnum | Prisma.PageBodyScalarFieldEnum[];
};
/**
 * PageBody findMany
 */
export type PageBodyFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * Filter, which PageBodies to fetch.
     */
    where?: Prisma.PageBodyWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of PageBodies to fetch.
     */
    orderBy?: Prisma.PageBodyOrderByWithRelationInput | Prisma.PageBodyOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing PageBodies.
     */
    cursor?: Prisma.PageBodyWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` PageBodies from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` PageBodies.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of PageBodies.
     */
    distinct?: Prisma.PageBodyScalarFieldEnum | Prisma.PageBodyScalarFieldEnum[];
};
/**
 * PageBody create
 */
export type PageBodyCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * The data needed to create a PageBody.
     */
    data: Prisma.XOR<Prisma.PageBodyCreateInput, Prisma.PageBodyUncheckedCreateInput>;
};
/**
 * PageBody createMany
 */
export type PageBodyCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many PageBodies.
     */
    data: Prisma.PageBodyCreateManyInput | Prisma.PageBodyCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * PageBody createManyAndReturn
 */
export type PageBodyCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * The data used to create many PageBodies.
     */
    data: Prisma.PageBodyCreateManyInput | Prisma.PageBodyCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * PageBody update
 */
export type PageBodyUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * The data needed to update a PageBody.
     */
    data: Prisma.XOR<Prisma.PageBodyUpdateInput, Prisma.PageBodyUncheckedUpdateInput>;
    /**
     * Choose, which PageBody to update.
     */
    where: Prisma.PageBodyWhereUniqueInput;
};
/**
 * PageBody updateMany
 */
export type PageBodyUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update PageBodies.
     */
    data: Prisma.XOR<Prisma.PageBodyUpdateManyMutationInput, Prisma.PageBodyUncheckedUpdateManyInput>;
    /**
     * Filter which PageBodies to update
     */
    where?: Prisma.PageBodyWhereInput;
    /**
     * Limit how many PageBodies to update.
     */
    limit?: number;
};
/**
 * PageBody updateManyAndReturn
 */
export type PageBodyUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * The data used to update PageBodies.
     */
    data: Prisma.XOR<Prisma.PageBodyUpdateManyMutationInput, Prisma.PageBodyUncheckedUpdateManyInput>;
    /**
     * Filter which PageBodies to update
     */
    where?: Prisma.PageBodyWhereInput;
    /**
     * Limit how many PageBodies to update.
     */
    limit?: number;
};
/**
 * PageBody upsert
 */
export type PageBodyUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * The filter to search for the PageBody to update in case it exists.
     */
    where: Prisma.PageBodyWhereUniqueInput;
    /**
     * In case the PageBody found by the `where` argument doesn't exist, create a new PageBody with this data.
     */
    create: Prisma.XOR<Prisma.PageBodyCreateInput, Prisma.PageBodyUncheckedCreateInput>;
    /**
     * In case the PageBody was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.PageBodyUpdateInput, Prisma.PageBodyUncheckedUpdateInput>;
};
/**
 * PageBody delete
 */
export type PageBodyDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
    /**
     * Filter which PageBody to delete.
     */
    where: Prisma.PageBodyWhereUniqueInput;
};
/**
 * PageBody deleteMany
 */
export type PageBodyDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which PageBodies to delete
     */
    where?: Prisma.PageBodyWhereInput;
    /**
     * Limit how many PageBodies to delete.
     */
    limit?: number;
};
/**
 * PageBody without action
 */
export type PageBodyDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PageBody
     */
    select?: Prisma.PageBodySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PageBody
     */
    omit?: Prisma.PageBodyOmit<ExtArgs> | null;
};
