import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model ChangeRequest
 *
 */
export type ChangeRequestModel = runtime.Types.Result.DefaultSelection<Prisma.$ChangeRequestPayload>;
export type AggregateChangeRequest = {
    _count: ChangeRequestCountAggregateOutputType | null;
    _avg: ChangeRequestAvgAggregateOutputType | null;
    _sum: ChangeRequestSumAggregateOutputType | null;
    _min: ChangeRequestMinAggregateOutputType | null;
    _max: ChangeRequestMaxAggregateOutputType | null;
};
export type ChangeRequestAvgAggregateOutputType = {
    number: number | null;
};
export type ChangeRequestSumAggregateOutputType = {
    number: number | null;
};
export type ChangeRequestMinAggregateOutputType = {
    id: string | null;
    spaceId: string | null;
    organizationId: string | null;
    number: number | null;
    status: $Enums.ChangeRequestStatus | null;
    subject: string | null;
    createdById: string | null;
    revisionId: string | null;
    revisionInitialId: string | null;
    revisionMergedAncestorId: string | null;
    revisionMergedId: string | null;
    conversationsIssuesCluster: string | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type ChangeRequestMaxAggregateOutputType = {
    id: string | null;
    spaceId: string | null;
    organizationId: string | null;
    number: number | null;
    status: $Enums.ChangeRequestStatus | null;
    subject: string | null;
    createdById: string | null;
    revisionId: string | null;
    revisionInitialId: string | null;
    revisionMergedAncestorId: string | null;
    revisionMergedId: string | null;
    conversationsIssuesCluster: string | null;
    createdAt: Date | null;
    updatedAt: Date | null;
};
export type ChangeRequestCountAggregateOutputType = {
    id: number;
    spaceId: number;
    organizationId: number;
    number: number;
    status: number;
    subject: number;
    description: number;
    createdById: number;
    revisionId: number;
    revisionInitialId: number;
    revisionMergedAncestorId: number;
    revisionMergedId: number;
    conversationsIssuesCluster: number;
    createdAt: number;
    updatedAt: number;
    _all: number;
};
export type ChangeRequestAvgAggregateInputType = {
    number?: true;
};
export type ChangeRequestSumAggregateInputType = {
    number?: true;
};
export type ChangeRequestMinAggregateInputType = {
    id?: true;
    spaceId?: true;
    organizationId?: true;
    number?: true;
    status?: true;
    subject?: true;
    createdById?: true;
    revisionId?: true;
    revisionInitialId?: true;
    revisionMergedAncestorId?: true;
    revisionMergedId?: true;
    conversationsIssuesCluster?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type ChangeRequestMaxAggregateInputType = {
    id?: true;
    spaceId?: true;
    organizationId?: true;
    number?: true;
    status?: true;
    subject?: true;
    createdById?: true;
    revisionId?: true;
    revisionInitialId?: true;
    revisionMergedAncestorId?: true;
    revisionMergedId?: true;
    conversationsIssuesCluster?: true;
    createdAt?: true;
    updatedAt?: true;
};
export type ChangeRequestCountAggregateInputType = {
    id?: true;
    spaceId?: true;
    organizationId?: true;
    number?: true;
    status?: true;
    subject?: true;
    description?: true;
    createdById?: true;
    revisionId?: true;
    revisionInitialId?: true;
    revisionMergedAncestorId?: true;
    revisionMergedId?: true;
    conversationsIssuesCluster?: true;
    createdAt?: true;
    updatedAt?: true;
    _all?: true;
};
export type ChangeRequestAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ChangeRequest to aggregate.
     */
    where?: Prisma.ChangeRequestWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequests to fetch.
     */
    orderBy?: Prisma.ChangeRequestOrderByWithRelationInput | Prisma.ChangeRequestOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.ChangeRequestWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequests from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequests.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned ChangeRequests
    **/
    _count?: true | ChangeRequestCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: ChangeRequestAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: ChangeRequestSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: ChangeRequestMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: ChangeRequestMaxAggregateInputType;
};
export type GetChangeRequestAggregateType<T extends ChangeRequestAggregateArgs> = {
    [P in keyof T & keyof AggregateChangeRequest]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateChangeRequest[P]> : Prisma.GetScalarType<T[P], AggregateChangeRequest[P]>;
};
export type ChangeRequestGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ChangeRequestWhereInput;
    orderBy?: Prisma.ChangeRequestOrderByWithAggregationInput | Prisma.ChangeRequestOrderByWithAggregationInput[];
    by: Prisma.ChangeRequestScalarFieldEnum[] | Prisma.ChangeRequestScalarFieldEnum;
    having?: Prisma.ChangeRequestScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: ChangeRequestCountAggregateInputType | true;
    _avg?: ChangeRequestAvgAggregateInputType;
    _sum?: ChangeRequestSumAggregateInputType;
    _min?: ChangeRequestMinAggregateInputType;
    _max?: ChangeRequestMaxAggregateInputType;
};
export type ChangeRequestGroupByOutputType = {
    id: string;
    spaceId: string;
    organizationId: string;
    number: number;
    status: $Enums.ChangeRequestStatus;
    subject: string;
    description: runtime.JsonValue | null;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId: string | null;
    revisionMergedId: string | null;
    conversationsIssuesCluster: string | null;
    createdAt: Date;
    updatedAt: Date;
    _count: ChangeRequestCountAggregateOutputType | null;
    _avg: ChangeRequestAvgAggregateOutputType | null;
    _sum: ChangeRequestSumAggregateOutputType | null;
    _min: ChangeRequestMinAggregateOutputType | null;
    _max: ChangeRequestMaxAggregateOutputType | null;
};
export type GetChangeRequestGroupByPayload<T extends ChangeRequestGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<ChangeRequestGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof ChangeRequestGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], ChangeRequestGroupByOutputType[P]> : Prisma.GetScalarType<T[P], ChangeRequestGroupByOutputType[P]>;
}>>;
export type ChangeRequestWhereInput = {
    AND?: Prisma.ChangeRequestWhereInput | Prisma.ChangeRequestWhereInput[];
    OR?: Prisma.ChangeRequestWhereInput[];
    NOT?: Prisma.ChangeRequestWhereInput | Prisma.ChangeRequestWhereInput[];
    id?: Prisma.StringFilter<"ChangeRequest"> | string;
    spaceId?: Prisma.StringFilter<"ChangeRequest"> | string;
    organizationId?: Prisma.StringFilter<"ChangeRequest"> | string;
    number?: Prisma.IntFilter<"ChangeRequest"> | number;
    status?: Prisma.EnumChangeRequestStatusFilter<"ChangeRequest"> | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFilter<"ChangeRequest"> | string;
    description?: Prisma.JsonNullableFilter<"ChangeRequest">;
    createdById?: Prisma.StringFilter<"ChangeRequest"> | string;
    revisionId?: Prisma.StringFilter<"ChangeRequest"> | string;
    revisionInitialId?: Prisma.StringFilter<"ChangeRequest"> | string;
    revisionMergedAncestorId?: Prisma.StringNullableFilter<"ChangeRequest"> | string | null;
    revisionMergedId?: Prisma.StringNullableFilter<"ChangeRequest"> | string | null;
    conversationsIssuesCluster?: Prisma.StringNullableFilter<"ChangeRequest"> | string | null;
    createdAt?: Prisma.DateTimeFilter<"ChangeRequest"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"ChangeRequest"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
    contributors?: Prisma.ChangeRequestContributorListRelationFilter;
    reviewers?: Prisma.ChangeRequestReviewerListRelationFilter;
    reviews?: Prisma.ChangeRequestReviewListRelationFilter;
    comments?: Prisma.CommentListRelationFilter;
};
export type ChangeRequestOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    number?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    subject?: Prisma.SortOrder;
    description?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    revisionInitialId?: Prisma.SortOrder;
    revisionMergedAncestorId?: Prisma.SortOrderInput | Prisma.SortOrder;
    revisionMergedId?: Prisma.SortOrderInput | Prisma.SortOrder;
    conversationsIssuesCluster?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    space?: Prisma.SpaceOrderByWithRelationInput;
    contributors?: Prisma.ChangeRequestContributorOrderByRelationAggregateInput;
    reviewers?: Prisma.ChangeRequestReviewerOrderByRelationAggregateInput;
    reviews?: Prisma.ChangeRequestReviewOrderByRelationAggregateInput;
    comments?: Prisma.CommentOrderByRelationAggregateInput;
};
export type ChangeRequestWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    spaceId_number?: Prisma.ChangeRequestSpaceIdNumberCompoundUniqueInput;
    AND?: Prisma.ChangeRequestWhereInput | Prisma.ChangeRequestWhereInput[];
    OR?: Prisma.ChangeRequestWhereInput[];
    NOT?: Prisma.ChangeRequestWhereInput | Prisma.ChangeRequestWhereInput[];
    spaceId?: Prisma.StringFilter<"ChangeRequest"> | string;
    organizationId?: Prisma.StringFilter<"ChangeRequest"> | string;
    number?: Prisma.IntFilter<"ChangeRequest"> | number;
    status?: Prisma.EnumChangeRequestStatusFilter<"ChangeRequest"> | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFilter<"ChangeRequest"> | string;
    description?: Prisma.JsonNullableFilter<"ChangeRequest">;
    createdById?: Prisma.StringFilter<"ChangeRequest"> | string;
    revisionId?: Prisma.StringFilter<"ChangeRequest"> | string;
    revisionInitialId?: Prisma.StringFilter<"ChangeRequest"> | string;
    revisionMergedAncestorId?: Prisma.StringNullableFilter<"ChangeRequest"> | string | null;
    revisionMergedId?: Prisma.StringNullableFilter<"ChangeRequest"> | string | null;
    conversationsIssuesCluster?: Prisma.StringNullableFilter<"ChangeRequest"> | string | null;
    createdAt?: Prisma.DateTimeFilter<"ChangeRequest"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"ChangeRequest"> | Date | string;
    space?: Prisma.XOR<Prisma.SpaceScalarRelationFilter, Prisma.SpaceWhereInput>;
    contributors?: Prisma.ChangeRequestContributorListRelationFilter;
    reviewers?: Prisma.ChangeRequestReviewerListRelationFilter;
    reviews?: Prisma.ChangeRequestReviewListRelationFilter;
    comments?: Prisma.CommentListRelationFilter;
}, "id" | "spaceId_number">;
export type ChangeRequestOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    number?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    subject?: Prisma.SortOrder;
    description?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    revisionInitialId?: Prisma.SortOrder;
    revisionMergedAncestorId?: Prisma.SortOrderInput | Prisma.SortOrder;
    revisionMergedId?: Prisma.SortOrderInput | Prisma.SortOrder;
    conversationsIssuesCluster?: Prisma.SortOrderInput | Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    _count?: Prisma.ChangeRequestCountOrderByAggregateInput;
    _avg?: Prisma.ChangeRequestAvgOrderByAggregateInput;
    _max?: Prisma.ChangeRequestMaxOrderByAggregateInput;
    _min?: Prisma.ChangeRequestMinOrderByAggregateInput;
    _sum?: Prisma.ChangeRequestSumOrderByAggregateInput;
};
export type ChangeRequestScalarWhereWithAggregatesInput = {
    AND?: Prisma.ChangeRequestScalarWhereWithAggregatesInput | Prisma.ChangeRequestScalarWhereWithAggregatesInput[];
    OR?: Prisma.ChangeRequestScalarWhereWithAggregatesInput[];
    NOT?: Prisma.ChangeRequestScalarWhereWithAggregatesInput | Prisma.ChangeRequestScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"ChangeRequest"> | string;
    spaceId?: Prisma.StringWithAggregatesFilter<"ChangeRequest"> | string;
    organizationId?: Prisma.StringWithAggregatesFilter<"ChangeRequest"> | string;
    number?: Prisma.IntWithAggregatesFilter<"ChangeRequest"> | number;
    status?: Prisma.EnumChangeRequestStatusWithAggregatesFilter<"ChangeRequest"> | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringWithAggregatesFilter<"ChangeRequest"> | string;
    description?: Prisma.JsonNullableWithAggregatesFilter<"ChangeRequest">;
    createdById?: Prisma.StringWithAggregatesFilter<"ChangeRequest"> | string;
    revisionId?: Prisma.StringWithAggregatesFilter<"ChangeRequest"> | string;
    revisionInitialId?: Prisma.StringWithAggregatesFilter<"ChangeRequest"> | string;
    revisionMergedAncestorId?: Prisma.StringNullableWithAggregatesFilter<"ChangeRequest"> | string | null;
    revisionMergedId?: Prisma.StringNullableWithAggregatesFilter<"ChangeRequest"> | string | null;
    conversationsIssuesCluster?: Prisma.StringNullableWithAggregatesFilter<"ChangeRequest"> | string | null;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"ChangeRequest"> | Date | string;
    updatedAt?: Prisma.DateTimeWithAggregatesFilter<"ChangeRequest"> | Date | string;
};
export type ChangeRequestCreateInput = {
    id: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutChangeRequestsInput;
    contributors?: Prisma.ChangeRequestContributorCreateNestedManyWithoutChangeRequestInput;
    reviewers?: Prisma.ChangeRequestReviewerCreateNestedManyWithoutChangeRequestInput;
    reviews?: Prisma.ChangeRequestReviewCreateNestedManyWithoutChangeRequestInput;
    comments?: Prisma.CommentCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestUncheckedCreateInput = {
    id: string;
    spaceId: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    contributors?: Prisma.ChangeRequestContributorUncheckedCreateNestedManyWithoutChangeRequestInput;
    reviewers?: Prisma.ChangeRequestReviewerUncheckedCreateNestedManyWithoutChangeRequestInput;
    reviews?: Prisma.ChangeRequestReviewUncheckedCreateNestedManyWithoutChangeRequestInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutChangeRequestsNestedInput;
    contributors?: Prisma.ChangeRequestContributorUpdateManyWithoutChangeRequestNestedInput;
    reviewers?: Prisma.ChangeRequestReviewerUpdateManyWithoutChangeRequestNestedInput;
    reviews?: Prisma.ChangeRequestReviewUpdateManyWithoutChangeRequestNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    contributors?: Prisma.ChangeRequestContributorUncheckedUpdateManyWithoutChangeRequestNestedInput;
    reviewers?: Prisma.ChangeRequestReviewerUncheckedUpdateManyWithoutChangeRequestNestedInput;
    reviews?: Prisma.ChangeRequestReviewUncheckedUpdateManyWithoutChangeRequestNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestCreateManyInput = {
    id: string;
    spaceId: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type ChangeRequestUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ChangeRequestListRelationFilter = {
    every?: Prisma.ChangeRequestWhereInput;
    some?: Prisma.ChangeRequestWhereInput;
    none?: Prisma.ChangeRequestWhereInput;
};
export type ChangeRequestOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type ChangeRequestSpaceIdNumberCompoundUniqueInput = {
    spaceId: string;
    number: number;
};
export type ChangeRequestCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    number?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    subject?: Prisma.SortOrder;
    description?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    revisionInitialId?: Prisma.SortOrder;
    revisionMergedAncestorId?: Prisma.SortOrder;
    revisionMergedId?: Prisma.SortOrder;
    conversationsIssuesCluster?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type ChangeRequestAvgOrderByAggregateInput = {
    number?: Prisma.SortOrder;
};
export type ChangeRequestMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    number?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    subject?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    revisionInitialId?: Prisma.SortOrder;
    revisionMergedAncestorId?: Prisma.SortOrder;
    revisionMergedId?: Prisma.SortOrder;
    conversationsIssuesCluster?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type ChangeRequestMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    spaceId?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    number?: Prisma.SortOrder;
    status?: Prisma.SortOrder;
    subject?: Prisma.SortOrder;
    createdById?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    revisionInitialId?: Prisma.SortOrder;
    revisionMergedAncestorId?: Prisma.SortOrder;
    revisionMergedId?: Prisma.SortOrder;
    conversationsIssuesCluster?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
};
export type ChangeRequestSumOrderByAggregateInput = {
    number?: Prisma.SortOrder;
};
export type ChangeRequestScalarRelationFilter = {
    is?: Prisma.ChangeRequestWhereInput;
    isNot?: Prisma.ChangeRequestWhereInput;
};
export type ChangeRequestNullableScalarRelationFilter = {
    is?: Prisma.ChangeRequestWhereInput | null;
    isNot?: Prisma.ChangeRequestWhereInput | null;
};
export type ChangeRequestCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutSpaceInput, Prisma.ChangeRequestUncheckedCreateWithoutSpaceInput> | Prisma.ChangeRequestCreateWithoutSpaceInput[] | Prisma.ChangeRequestUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutSpaceInput | Prisma.ChangeRequestCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.ChangeRequestCreateManySpaceInputEnvelope;
    connect?: Prisma.ChangeRequestWhereUniqueInput | Prisma.ChangeRequestWhereUniqueInput[];
};
export type ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutSpaceInput, Prisma.ChangeRequestUncheckedCreateWithoutSpaceInput> | Prisma.ChangeRequestCreateWithoutSpaceInput[] | Prisma.ChangeRequestUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutSpaceInput | Prisma.ChangeRequestCreateOrConnectWithoutSpaceInput[];
    createMany?: Prisma.ChangeRequestCreateManySpaceInputEnvelope;
    connect?: Prisma.ChangeRequestWhereUniqueInput | Prisma.ChangeRequestWhereUniqueInput[];
};
export type ChangeRequestUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutSpaceInput, Prisma.ChangeRequestUncheckedCreateWithoutSpaceInput> | Prisma.ChangeRequestCreateWithoutSpaceInput[] | Prisma.ChangeRequestUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutSpaceInput | Prisma.ChangeRequestCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.ChangeRequestUpsertWithWhereUniqueWithoutSpaceInput | Prisma.ChangeRequestUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.ChangeRequestCreateManySpaceInputEnvelope;
    set?: Prisma.ChangeRequestWhereUniqueInput | Prisma.ChangeRequestWhereUniqueInput[];
    disconnect?: Prisma.ChangeRequestWhereUniqueInput | Prisma.ChangeRequestWhereUniqueInput[];
    delete?: Prisma.ChangeRequestWhereUniqueInput | Prisma.ChangeRequestWhereUniqueInput[];
    connect?: Prisma.ChangeRequestWhereUniqueInput | Prisma.ChangeRequestWhereUniqueInput[];
    update?: Prisma.ChangeRequestUpdateWithWhereUniqueWithoutSpaceInput | Prisma.ChangeRequestUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.ChangeRequestUpdateManyWithWhereWithoutSpaceInput | Prisma.ChangeRequestUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.ChangeRequestScalarWhereInput | Prisma.ChangeRequestScalarWhereInput[];
};
export type ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutSpaceInput, Prisma.ChangeRequestUncheckedCreateWithoutSpaceInput> | Prisma.ChangeRequestCreateWithoutSpaceInput[] | Prisma.ChangeRequestUncheckedCreateWithoutSpaceInput[];
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutSpaceInput | Prisma.ChangeRequestCreateOrConnectWithoutSpaceInput[];
    upsert?: Prisma.ChangeRequestUpsertWithWhereUniqueWithoutSpaceInput | Prisma.ChangeRequestUpsertWithWhereUniqueWithoutSpaceInput[];
    createMany?: Prisma.ChangeRequestCreateManySpaceInputEnvelope;
    set?: Prisma.ChangeRequestWhereUniqueInput | Prisma.ChangeRequestWhereUniqueInput[];
    disconnect?: Prisma.ChangeRequestWhereUniqueInput | Prisma.ChangeRequestWhereUniqueInput[];
    delete?: Prisma.ChangeRequestWhereUniqueInput | Prisma.ChangeRequestWhereUniqueInput[];
    connect?: Prisma.ChangeRequestWhereUniqueInput | Prisma.ChangeRequestWhereUniqueInput[];
    update?: Prisma.ChangeRequestUpdateWithWhereUniqueWithoutSpaceInput | Prisma.ChangeRequestUpdateWithWhereUniqueWithoutSpaceInput[];
    updateMany?: Prisma.ChangeRequestUpdateManyWithWhereWithoutSpaceInput | Prisma.ChangeRequestUpdateManyWithWhereWithoutSpaceInput[];
    deleteMany?: Prisma.ChangeRequestScalarWhereInput | Prisma.ChangeRequestScalarWhereInput[];
};
export type EnumChangeRequestStatusFieldUpdateOperationsInput = {
    set?: $Enums.ChangeRequestStatus;
};
export type ChangeRequestCreateNestedOneWithoutContributorsInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutContributorsInput, Prisma.ChangeRequestUncheckedCreateWithoutContributorsInput>;
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutContributorsInput;
    connect?: Prisma.ChangeRequestWhereUniqueInput;
};
export type ChangeRequestUpdateOneRequiredWithoutContributorsNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutContributorsInput, Prisma.ChangeRequestUncheckedCreateWithoutContributorsInput>;
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutContributorsInput;
    upsert?: Prisma.ChangeRequestUpsertWithoutContributorsInput;
    connect?: Prisma.ChangeRequestWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.ChangeRequestUpdateToOneWithWhereWithoutContributorsInput, Prisma.ChangeRequestUpdateWithoutContributorsInput>, Prisma.ChangeRequestUncheckedUpdateWithoutContributorsInput>;
};
export type ChangeRequestCreateNestedOneWithoutReviewersInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutReviewersInput, Prisma.ChangeRequestUncheckedCreateWithoutReviewersInput>;
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutReviewersInput;
    connect?: Prisma.ChangeRequestWhereUniqueInput;
};
export type ChangeRequestUpdateOneRequiredWithoutReviewersNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutReviewersInput, Prisma.ChangeRequestUncheckedCreateWithoutReviewersInput>;
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutReviewersInput;
    upsert?: Prisma.ChangeRequestUpsertWithoutReviewersInput;
    connect?: Prisma.ChangeRequestWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.ChangeRequestUpdateToOneWithWhereWithoutReviewersInput, Prisma.ChangeRequestUpdateWithoutReviewersInput>, Prisma.ChangeRequestUncheckedUpdateWithoutReviewersInput>;
};
export type ChangeRequestCreateNestedOneWithoutReviewsInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutReviewsInput, Prisma.ChangeRequestUncheckedCreateWithoutReviewsInput>;
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutReviewsInput;
    connect?: Prisma.ChangeRequestWhereUniqueInput;
};
export type ChangeRequestUpdateOneRequiredWithoutReviewsNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutReviewsInput, Prisma.ChangeRequestUncheckedCreateWithoutReviewsInput>;
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutReviewsInput;
    upsert?: Prisma.ChangeRequestUpsertWithoutReviewsInput;
    connect?: Prisma.ChangeRequestWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.ChangeRequestUpdateToOneWithWhereWithoutReviewsInput, Prisma.ChangeRequestUpdateWithoutReviewsInput>, Prisma.ChangeRequestUncheckedUpdateWithoutReviewsInput>;
};
export type ChangeRequestCreateNestedOneWithoutCommentsInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutCommentsInput, Prisma.ChangeRequestUncheckedCreateWithoutCommentsInput>;
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutCommentsInput;
    connect?: Prisma.ChangeRequestWhereUniqueInput;
};
export type ChangeRequestUpdateOneWithoutCommentsNestedInput = {
    create?: Prisma.XOR<Prisma.ChangeRequestCreateWithoutCommentsInput, Prisma.ChangeRequestUncheckedCreateWithoutCommentsInput>;
    connectOrCreate?: Prisma.ChangeRequestCreateOrConnectWithoutCommentsInput;
    upsert?: Prisma.ChangeRequestUpsertWithoutCommentsInput;
    disconnect?: Prisma.ChangeRequestWhereInput | boolean;
    delete?: Prisma.ChangeRequestWhereInput | boolean;
    connect?: Prisma.ChangeRequestWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.ChangeRequestUpdateToOneWithWhereWithoutCommentsInput, Prisma.ChangeRequestUpdateWithoutCommentsInput>, Prisma.ChangeRequestUncheckedUpdateWithoutCommentsInput>;
};
export type ChangeRequestCreateWithoutSpaceInput = {
    id: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    contributors?: Prisma.ChangeRequestContributorCreateNestedManyWithoutChangeRequestInput;
    reviewers?: Prisma.ChangeRequestReviewerCreateNestedManyWithoutChangeRequestInput;
    reviews?: Prisma.ChangeRequestReviewCreateNestedManyWithoutChangeRequestInput;
    comments?: Prisma.CommentCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestUncheckedCreateWithoutSpaceInput = {
    id: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    contributors?: Prisma.ChangeRequestContributorUncheckedCreateNestedManyWithoutChangeRequestInput;
    reviewers?: Prisma.ChangeRequestReviewerUncheckedCreateNestedManyWithoutChangeRequestInput;
    reviews?: Prisma.ChangeRequestReviewUncheckedCreateNestedManyWithoutChangeRequestInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestCreateOrConnectWithoutSpaceInput = {
    where: Prisma.ChangeRequestWhereUniqueInput;
    create: Prisma.XOR<Prisma.ChangeRequestCreateWithoutSpaceInput, Prisma.ChangeRequestUncheckedCreateWithoutSpaceInput>;
};
export type ChangeRequestCreateManySpaceInputEnvelope = {
    data: Prisma.ChangeRequestCreateManySpaceInput | Prisma.ChangeRequestCreateManySpaceInput[];
    skipDuplicates?: boolean;
};
export type ChangeRequestUpsertWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.ChangeRequestWhereUniqueInput;
    update: Prisma.XOR<Prisma.ChangeRequestUpdateWithoutSpaceInput, Prisma.ChangeRequestUncheckedUpdateWithoutSpaceInput>;
    create: Prisma.XOR<Prisma.ChangeRequestCreateWithoutSpaceInput, Prisma.ChangeRequestUncheckedCreateWithoutSpaceInput>;
};
export type ChangeRequestUpdateWithWhereUniqueWithoutSpaceInput = {
    where: Prisma.ChangeRequestWhereUniqueInput;
    data: Prisma.XOR<Prisma.ChangeRequestUpdateWithoutSpaceInput, Prisma.ChangeRequestUncheckedUpdateWithoutSpaceInput>;
};
export type ChangeRequestUpdateManyWithWhereWithoutSpaceInput = {
    where: Prisma.ChangeRequestScalarWhereInput;
    data: Prisma.XOR<Prisma.ChangeRequestUpdateManyMutationInput, Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceInput>;
};
export type ChangeRequestScalarWhereInput = {
    AND?: Prisma.ChangeRequestScalarWhereInput | Prisma.ChangeRequestScalarWhereInput[];
    OR?: Prisma.ChangeRequestScalarWhereInput[];
    NOT?: Prisma.ChangeRequestScalarWhereInput | Prisma.ChangeRequestScalarWhereInput[];
    id?: Prisma.StringFilter<"ChangeRequest"> | string;
    spaceId?: Prisma.StringFilter<"ChangeRequest"> | string;
    organizationId?: Prisma.StringFilter<"ChangeRequest"> | string;
    number?: Prisma.IntFilter<"ChangeRequest"> | number;
    status?: Prisma.EnumChangeRequestStatusFilter<"ChangeRequest"> | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFilter<"ChangeRequest"> | string;
    description?: Prisma.JsonNullableFilter<"ChangeRequest">;
    createdById?: Prisma.StringFilter<"ChangeRequest"> | string;
    revisionId?: Prisma.StringFilter<"ChangeRequest"> | string;
    revisionInitialId?: Prisma.StringFilter<"ChangeRequest"> | string;
    revisionMergedAncestorId?: Prisma.StringNullableFilter<"ChangeRequest"> | string | null;
    revisionMergedId?: Prisma.StringNullableFilter<"ChangeRequest"> | string | null;
    conversationsIssuesCluster?: Prisma.StringNullableFilter<"ChangeRequest"> | string | null;
    createdAt?: Prisma.DateTimeFilter<"ChangeRequest"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"ChangeRequest"> | Date | string;
};
export type ChangeRequestCreateWithoutContributorsInput = {
    id: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutChangeRequestsInput;
    reviewers?: Prisma.ChangeRequestReviewerCreateNestedManyWithoutChangeRequestInput;
    reviews?: Prisma.ChangeRequestReviewCreateNestedManyWithoutChangeRequestInput;
    comments?: Prisma.CommentCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestUncheckedCreateWithoutContributorsInput = {
    id: string;
    spaceId: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    reviewers?: Prisma.ChangeRequestReviewerUncheckedCreateNestedManyWithoutChangeRequestInput;
    reviews?: Prisma.ChangeRequestReviewUncheckedCreateNestedManyWithoutChangeRequestInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestCreateOrConnectWithoutContributorsInput = {
    where: Prisma.ChangeRequestWhereUniqueInput;
    create: Prisma.XOR<Prisma.ChangeRequestCreateWithoutContributorsInput, Prisma.ChangeRequestUncheckedCreateWithoutContributorsInput>;
};
export type ChangeRequestUpsertWithoutContributorsInput = {
    update: Prisma.XOR<Prisma.ChangeRequestUpdateWithoutContributorsInput, Prisma.ChangeRequestUncheckedUpdateWithoutContributorsInput>;
    create: Prisma.XOR<Prisma.ChangeRequestCreateWithoutContributorsInput, Prisma.ChangeRequestUncheckedCreateWithoutContributorsInput>;
    where?: Prisma.ChangeRequestWhereInput;
};
export type ChangeRequestUpdateToOneWithWhereWithoutContributorsInput = {
    where?: Prisma.ChangeRequestWhereInput;
    data: Prisma.XOR<Prisma.ChangeRequestUpdateWithoutContributorsInput, Prisma.ChangeRequestUncheckedUpdateWithoutContributorsInput>;
};
export type ChangeRequestUpdateWithoutContributorsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutChangeRequestsNestedInput;
    reviewers?: Prisma.ChangeRequestReviewerUpdateManyWithoutChangeRequestNestedInput;
    reviews?: Prisma.ChangeRequestReviewUpdateManyWithoutChangeRequestNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestUncheckedUpdateWithoutContributorsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    reviewers?: Prisma.ChangeRequestReviewerUncheckedUpdateManyWithoutChangeRequestNestedInput;
    reviews?: Prisma.ChangeRequestReviewUncheckedUpdateManyWithoutChangeRequestNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestCreateWithoutReviewersInput = {
    id: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutChangeRequestsInput;
    contributors?: Prisma.ChangeRequestContributorCreateNestedManyWithoutChangeRequestInput;
    reviews?: Prisma.ChangeRequestReviewCreateNestedManyWithoutChangeRequestInput;
    comments?: Prisma.CommentCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestUncheckedCreateWithoutReviewersInput = {
    id: string;
    spaceId: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    contributors?: Prisma.ChangeRequestContributorUncheckedCreateNestedManyWithoutChangeRequestInput;
    reviews?: Prisma.ChangeRequestReviewUncheckedCreateNestedManyWithoutChangeRequestInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestCreateOrConnectWithoutReviewersInput = {
    where: Prisma.ChangeRequestWhereUniqueInput;
    create: Prisma.XOR<Prisma.ChangeRequestCreateWithoutReviewersInput, Prisma.ChangeRequestUncheckedCreateWithoutReviewersInput>;
};
export type ChangeRequestUpsertWithoutReviewersInput = {
    update: Prisma.XOR<Prisma.ChangeRequestUpdateWithoutReviewersInput, Prisma.ChangeRequestUncheckedUpdateWithoutReviewersInput>;
    create: Prisma.XOR<Prisma.ChangeRequestCreateWithoutReviewersInput, Prisma.ChangeRequestUncheckedCreateWithoutReviewersInput>;
    where?: Prisma.ChangeRequestWhereInput;
};
export type ChangeRequestUpdateToOneWithWhereWithoutReviewersInput = {
    where?: Prisma.ChangeRequestWhereInput;
    data: Prisma.XOR<Prisma.ChangeRequestUpdateWithoutReviewersInput, Prisma.ChangeRequestUncheckedUpdateWithoutReviewersInput>;
};
export type ChangeRequestUpdateWithoutReviewersInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutChangeRequestsNestedInput;
    contributors?: Prisma.ChangeRequestContributorUpdateManyWithoutChangeRequestNestedInput;
    reviews?: Prisma.ChangeRequestReviewUpdateManyWithoutChangeRequestNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestUncheckedUpdateWithoutReviewersInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    contributors?: Prisma.ChangeRequestContributorUncheckedUpdateManyWithoutChangeRequestNestedInput;
    reviews?: Prisma.ChangeRequestReviewUncheckedUpdateManyWithoutChangeRequestNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestCreateWithoutReviewsInput = {
    id: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutChangeRequestsInput;
    contributors?: Prisma.ChangeRequestContributorCreateNestedManyWithoutChangeRequestInput;
    reviewers?: Prisma.ChangeRequestReviewerCreateNestedManyWithoutChangeRequestInput;
    comments?: Prisma.CommentCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestUncheckedCreateWithoutReviewsInput = {
    id: string;
    spaceId: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    contributors?: Prisma.ChangeRequestContributorUncheckedCreateNestedManyWithoutChangeRequestInput;
    reviewers?: Prisma.ChangeRequestReviewerUncheckedCreateNestedManyWithoutChangeRequestInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestCreateOrConnectWithoutReviewsInput = {
    where: Prisma.ChangeRequestWhereUniqueInput;
    create: Prisma.XOR<Prisma.ChangeRequestCreateWithoutReviewsInput, Prisma.ChangeRequestUncheckedCreateWithoutReviewsInput>;
};
export type ChangeRequestUpsertWithoutReviewsInput = {
    update: Prisma.XOR<Prisma.ChangeRequestUpdateWithoutReviewsInput, Prisma.ChangeRequestUncheckedUpdateWithoutReviewsInput>;
    create: Prisma.XOR<Prisma.ChangeRequestCreateWithoutReviewsInput, Prisma.ChangeRequestUncheckedCreateWithoutReviewsInput>;
    where?: Prisma.ChangeRequestWhereInput;
};
export type ChangeRequestUpdateToOneWithWhereWithoutReviewsInput = {
    where?: Prisma.ChangeRequestWhereInput;
    data: Prisma.XOR<Prisma.ChangeRequestUpdateWithoutReviewsInput, Prisma.ChangeRequestUncheckedUpdateWithoutReviewsInput>;
};
export type ChangeRequestUpdateWithoutReviewsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutChangeRequestsNestedInput;
    contributors?: Prisma.ChangeRequestContributorUpdateManyWithoutChangeRequestNestedInput;
    reviewers?: Prisma.ChangeRequestReviewerUpdateManyWithoutChangeRequestNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestUncheckedUpdateWithoutReviewsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    contributors?: Prisma.ChangeRequestContributorUncheckedUpdateManyWithoutChangeRequestNestedInput;
    reviewers?: Prisma.ChangeRequestReviewerUncheckedUpdateManyWithoutChangeRequestNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestCreateWithoutCommentsInput = {
    id: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    space: Prisma.SpaceCreateNestedOneWithoutChangeRequestsInput;
    contributors?: Prisma.ChangeRequestContributorCreateNestedManyWithoutChangeRequestInput;
    reviewers?: Prisma.ChangeRequestReviewerCreateNestedManyWithoutChangeRequestInput;
    reviews?: Prisma.ChangeRequestReviewCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestUncheckedCreateWithoutCommentsInput = {
    id: string;
    spaceId: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    contributors?: Prisma.ChangeRequestContributorUncheckedCreateNestedManyWithoutChangeRequestInput;
    reviewers?: Prisma.ChangeRequestReviewerUncheckedCreateNestedManyWithoutChangeRequestInput;
    reviews?: Prisma.ChangeRequestReviewUncheckedCreateNestedManyWithoutChangeRequestInput;
};
export type ChangeRequestCreateOrConnectWithoutCommentsInput = {
    where: Prisma.ChangeRequestWhereUniqueInput;
    create: Prisma.XOR<Prisma.ChangeRequestCreateWithoutCommentsInput, Prisma.ChangeRequestUncheckedCreateWithoutCommentsInput>;
};
export type ChangeRequestUpsertWithoutCommentsInput = {
    update: Prisma.XOR<Prisma.ChangeRequestUpdateWithoutCommentsInput, Prisma.ChangeRequestUncheckedUpdateWithoutCommentsInput>;
    create: Prisma.XOR<Prisma.ChangeRequestCreateWithoutCommentsInput, Prisma.ChangeRequestUncheckedCreateWithoutCommentsInput>;
    where?: Prisma.ChangeRequestWhereInput;
};
export type ChangeRequestUpdateToOneWithWhereWithoutCommentsInput = {
    where?: Prisma.ChangeRequestWhereInput;
    data: Prisma.XOR<Prisma.ChangeRequestUpdateWithoutCommentsInput, Prisma.ChangeRequestUncheckedUpdateWithoutCommentsInput>;
};
export type ChangeRequestUpdateWithoutCommentsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    space?: Prisma.SpaceUpdateOneRequiredWithoutChangeRequestsNestedInput;
    contributors?: Prisma.ChangeRequestContributorUpdateManyWithoutChangeRequestNestedInput;
    reviewers?: Prisma.ChangeRequestReviewerUpdateManyWithoutChangeRequestNestedInput;
    reviews?: Prisma.ChangeRequestReviewUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestUncheckedUpdateWithoutCommentsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    contributors?: Prisma.ChangeRequestContributorUncheckedUpdateManyWithoutChangeRequestNestedInput;
    reviewers?: Prisma.ChangeRequestReviewerUncheckedUpdateManyWithoutChangeRequestNestedInput;
    reviews?: Prisma.ChangeRequestReviewUncheckedUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestCreateManySpaceInput = {
    id: string;
    organizationId: string;
    number: number;
    status?: $Enums.ChangeRequestStatus;
    subject?: string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById: string;
    revisionId: string;
    revisionInitialId: string;
    revisionMergedAncestorId?: string | null;
    revisionMergedId?: string | null;
    conversationsIssuesCluster?: string | null;
    createdAt?: Date | string;
    updatedAt?: Date | string;
};
export type ChangeRequestUpdateWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    contributors?: Prisma.ChangeRequestContributorUpdateManyWithoutChangeRequestNestedInput;
    reviewers?: Prisma.ChangeRequestReviewerUpdateManyWithoutChangeRequestNestedInput;
    reviews?: Prisma.ChangeRequestReviewUpdateManyWithoutChangeRequestNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestUncheckedUpdateWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    contributors?: Prisma.ChangeRequestContributorUncheckedUpdateManyWithoutChangeRequestNestedInput;
    reviewers?: Prisma.ChangeRequestReviewerUncheckedUpdateManyWithoutChangeRequestNestedInput;
    reviews?: Prisma.ChangeRequestReviewUncheckedUpdateManyWithoutChangeRequestNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutChangeRequestNestedInput;
};
export type ChangeRequestUncheckedUpdateManyWithoutSpaceInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    number?: Prisma.IntFieldUpdateOperationsInput | number;
    status?: Prisma.EnumChangeRequestStatusFieldUpdateOperationsInput | $Enums.ChangeRequestStatus;
    subject?: Prisma.StringFieldUpdateOperationsInput | string;
    description?: Prisma.NullableJsonNullValueInput | runtime.InputJsonValue;
    createdById?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionInitialId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionMergedAncestorId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    revisionMergedId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    conversationsIssuesCluster?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
/**
 * Count Type ChangeRequestCountOutputType
 */
export type ChangeRequestCountOutputType = {
    contributors: number;
    reviewers: number;
    reviews: number;
    comments: number;
};
export type ChangeRequestCountOutputTypeSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    contributors?: boolean | ChangeRequestCountOutputTypeCountContributorsArgs;
    reviewers?: boolean | ChangeRequestCountOutputTypeCountReviewersArgs;
    reviews?: boolean | ChangeRequestCountOutputTypeCountReviewsArgs;
    comments?: boolean | ChangeRequestCountOutputTypeCountCommentsArgs;
};
/**
 * ChangeRequestCountOutputType without action
 */
export type ChangeRequestCountOutputTypeDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestCountOutputType
     */
    select?: Prisma.ChangeRequestCountOutputTypeSelect<ExtArgs> | null;
};
/**
 * ChangeRequestCountOutputType without action
 */
export type ChangeRequestCountOutputTypeCountContributorsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ChangeRequestContributorWhereInput;
};
/**
 * ChangeRequestCountOutputType without action
 */
export type ChangeRequestCountOutputTypeCountReviewersArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ChangeRequestReviewerWhereInput;
};
/**
 * ChangeRequestCountOutputType without action
 */
export type ChangeRequestCountOutputTypeCountReviewsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ChangeRequestReviewWhereInput;
};
/**
 * ChangeRequestCountOutputType without action
 */
export type ChangeRequestCountOutputTypeCountCommentsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CommentWhereInput;
};
export type ChangeRequestSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    spaceId?: boolean;
    organizationId?: boolean;
    number?: boolean;
    status?: boolean;
    subject?: boolean;
    description?: boolean;
    createdById?: boolean;
    revisionId?: boolean;
    revisionInitialId?: boolean;
    revisionMergedAncestorId?: boolean;
    revisionMergedId?: boolean;
    conversationsIssuesCluster?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
    contributors?: boolean | Prisma.ChangeRequest$contributorsArgs<ExtArgs>;
    reviewers?: boolean | Prisma.ChangeRequest$reviewersArgs<ExtArgs>;
    reviews?: boolean | Prisma.ChangeRequest$reviewsArgs<ExtArgs>;
    comments?: boolean | Prisma.ChangeRequest$commentsArgs<ExtArgs>;
    _count?: boolean | Prisma.ChangeRequestCountOutputTypeDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequest"]>;
export type ChangeRequestSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    spaceId?: boolean;
    organizationId?: boolean;
    number?: boolean;
    status?: boolean;
    subject?: boolean;
    description?: boolean;
    createdById?: boolean;
    revisionId?: boolean;
    revisionInitialId?: boolean;
    revisionMergedAncestorId?: boolean;
    revisionMergedId?: boolean;
    conversationsIssuesCluster?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequest"]>;
export type ChangeRequestSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    spaceId?: boolean;
    organizationId?: boolean;
    number?: boolean;
    status?: boolean;
    subject?: boolean;
    description?: boolean;
    createdById?: boolean;
    revisionId?: boolean;
    revisionInitialId?: boolean;
    revisionMergedAncestorId?: boolean;
    revisionMergedId?: boolean;
    conversationsIssuesCluster?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["changeRequest"]>;
export type ChangeRequestSelectScalar = {
    id?: boolean;
    spaceId?: boolean;
    organizationId?: boolean;
    number?: boolean;
    status?: boolean;
    subject?: boolean;
    description?: boolean;
    createdById?: boolean;
    revisionId?: boolean;
    revisionInitialId?: boolean;
    revisionMergedAncestorId?: boolean;
    revisionMergedId?: boolean;
    conversationsIssuesCluster?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
};
export type ChangeRequestOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "spaceId" | "organizationId" | "number" | "status" | "subject" | "description" | "createdById" | "revisionId" | "revisionInitialId" | "revisionMergedAncestorId" | "revisionMergedId" | "conversationsIssuesCluster" | "createdAt" | "updatedAt", ExtArgs["result"]["changeRequest"]>;
export type ChangeRequestInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
    contributors?: boolean | Prisma.ChangeRequest$contributorsArgs<ExtArgs>;
    reviewers?: boolean | Prisma.ChangeRequest$reviewersArgs<ExtArgs>;
    reviews?: boolean | Prisma.ChangeRequest$reviewsArgs<ExtArgs>;
    comments?: boolean | Prisma.ChangeRequest$commentsArgs<ExtArgs>;
    _count?: boolean | Prisma.ChangeRequestCountOutputTypeDefaultArgs<ExtArgs>;
};
export type ChangeRequestIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type ChangeRequestIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    space?: boolean | Prisma.SpaceDefaultArgs<ExtArgs>;
};
export type $ChangeRequestPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "ChangeRequest";
    objects: {
        space: Prisma.$SpacePayload<ExtArgs>;
        contributors: Prisma.$ChangeRequestContributorPayload<ExtArgs>[];
        reviewers: Prisma.$ChangeRequestReviewerPayload<ExtArgs>[];
        reviews: Prisma.$ChangeRequestReviewPayload<ExtArgs>[];
        comments: Prisma.$CommentPayload<ExtArgs>[];
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        spaceId: string;
        organizationId: string;
        number: number;
        status: $Enums.ChangeRequestStatus;
        subject: string;
        description: runtime.JsonValue | null;
        createdById: string;
        revisionId: string;
        revisionInitialId: string;
        revisionMergedAncestorId: string | null;
        revisionMergedId: string | null;
        conversationsIssuesCluster: string | null;
        createdAt: Date;
        updatedAt: Date;
    }, ExtArgs["result"]["changeRequest"]>;
    composites: {};
};
export type ChangeRequestGetPayload<S extends boolean | null | undefined | ChangeRequestDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload, S>;
export type ChangeRequestCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<ChangeRequestFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: ChangeRequestCountAggregateInputType | true;
};
export interface ChangeRequestDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['ChangeRequest'];
        meta: {
            name: 'ChangeRequest';
        };
    };
    /**
     * Find zero or one ChangeRequest that matches the filter.
     * @param {ChangeRequestFindUniqueArgs} args - Arguments to find a ChangeRequest
     * @example
     * // Get one ChangeRequest
     * const changeRequest = await prisma.changeRequest.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends ChangeRequestFindUniqueArgs>(args: Prisma.SelectSubset<T, ChangeRequestFindUniqueArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one ChangeRequest that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {ChangeRequestFindUniqueOrThrowArgs} args - Arguments to find a ChangeRequest
     * @example
     * // Get one ChangeRequest
     * const changeRequest = await prisma.changeRequest.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends ChangeRequestFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, ChangeRequestFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ChangeRequest that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestFindFirstArgs} args - Arguments to find a ChangeRequest
     * @example
     * // Get one ChangeRequest
     * const changeRequest = await prisma.changeRequest.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends ChangeRequestFindFirstArgs>(args?: Prisma.SelectSubset<T, ChangeRequestFindFirstArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ChangeRequest that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestFindFirstOrThrowArgs} args - Arguments to find a ChangeRequest
     * @example
     * // Get one ChangeRequest
     * const changeRequest = await prisma.changeRequest.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends ChangeRequestFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, ChangeRequestFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more ChangeRequests that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all ChangeRequests
     * const changeRequests = await prisma.changeRequest.findMany()
     *
     * // Get first 10 ChangeRequests
     * const changeRequests = await prisma.changeRequest.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const changeRequestWithIdOnly = await prisma.changeRequest.findMany({ select: { id: true } })
     *
     */
    findMany<T extends ChangeRequestFindManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a ChangeRequest.
     * @param {ChangeRequestCreateArgs} args - Arguments to create a ChangeRequest.
     * @example
     * // Create one ChangeRequest
     * const ChangeRequest = await prisma.changeRequest.create({
     *   data: {
     *     // ... data to create a ChangeRequest
     *   }
     * })
     *
     */
    create<T extends ChangeRequestCreateArgs>(args: Prisma.SelectSubset<T, ChangeRequestCreateArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many ChangeRequests.
     * @param {ChangeRequestCreateManyArgs} args - Arguments to create many ChangeRequests.
     * @example
     * // Create many ChangeRequests
     * const changeRequest = await prisma.changeRequest.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends ChangeRequestCreateManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many ChangeRequests and returns the data saved in the database.
     * @param {ChangeRequestCreateManyAndReturnArgs} args - Arguments to create many ChangeRequests.
     * @example
     * // Create many ChangeRequests
     * const changeRequest = await prisma.changeRequest.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many ChangeRequests and only return the `id`
     * const changeRequestWithIdOnly = await prisma.changeRequest.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends ChangeRequestCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, ChangeRequestCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a ChangeRequest.
     * @param {ChangeRequestDeleteArgs} args - Arguments to delete one ChangeRequest.
     * @example
     * // Delete one ChangeRequest
     * const ChangeRequest = await prisma.changeRequest.delete({
     *   where: {
     *     // ... filter to delete one ChangeRequest
     *   }
     * })
     *
     */
    delete<T extends ChangeRequestDeleteArgs>(args: Prisma.SelectSubset<T, ChangeRequestDeleteArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one ChangeRequest.
     * @param {ChangeRequestUpdateArgs} args - Arguments to update one ChangeRequest.
     * @example
     * // Update one ChangeRequest
     * const changeRequest = await prisma.changeRequest.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends ChangeRequestUpdateArgs>(args: Prisma.SelectSubset<T, ChangeRequestUpdateArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more ChangeRequests.
     * @param {ChangeRequestDeleteManyArgs} args - Arguments to filter ChangeRequests to delete.
     * @example
     * // Delete a few ChangeRequests
     * const { count } = await prisma.changeRequest.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends ChangeRequestDeleteManyArgs>(args?: Prisma.SelectSubset<T, ChangeRequestDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ChangeRequests.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many ChangeRequests
     * const changeRequest = await prisma.changeRequest.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends ChangeRequestUpdateManyArgs>(args: Prisma.SelectSubset<T, ChangeRequestUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ChangeRequests and returns the data updated in the database.
     * @param {ChangeRequestUpdateManyAndReturnArgs} args - Arguments to update many ChangeRequests.
     * @example
     * // Update many ChangeRequests
     * const changeRequest = await prisma.changeRequest.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more ChangeRequests and only return the `id`
     * const changeRequestWithIdOnly = await prisma.changeRequest.updateManyAndReturn({
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
    updateManyAndReturn<T extends ChangeRequestUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, ChangeRequestUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one ChangeRequest.
     * @param {ChangeRequestUpsertArgs} args - Arguments to update or create a ChangeRequest.
     * @example
     * // Update or create a ChangeRequest
     * const changeRequest = await prisma.changeRequest.upsert({
     *   create: {
     *     // ... data to create a ChangeRequest
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the ChangeRequest we want to update
     *   }
     * })
     */
    upsert<T extends ChangeRequestUpsertArgs>(args: Prisma.SelectSubset<T, ChangeRequestUpsertArgs<ExtArgs>>): Prisma.Prisma__ChangeRequestClient<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of ChangeRequests.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestCountArgs} args - Arguments to filter ChangeRequests to count.
     * @example
     * // Count the number of ChangeRequests
     * const count = await prisma.changeRequest.count({
     *   where: {
     *     // ... the filter for the ChangeRequests we want to count
     *   }
     * })
    **/
    count<T extends ChangeRequestCountArgs>(args?: Prisma.Subset<T, ChangeRequestCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], ChangeRequestCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a ChangeRequest.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends ChangeRequestAggregateArgs>(args: Prisma.Subset<T, ChangeRequestAggregateArgs>): Prisma.PrismaPromise<GetChangeRequestAggregateType<T>>;
    /**
     * Group by ChangeRequest.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ChangeRequestGroupByArgs} args - Group by arguments.
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
    groupBy<T extends ChangeRequestGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: ChangeRequestGroupByArgs['orderBy'];
    } : {
        orderBy?: ChangeRequestGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, ChangeRequestGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetChangeRequestGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the ChangeRequest model
     */
    readonly fields: ChangeRequestFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for ChangeRequest.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__ChangeRequestClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    space<T extends Prisma.SpaceDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.SpaceDefaultArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
    contributors<T extends Prisma.ChangeRequest$contributorsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.ChangeRequest$contributorsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestContributorPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    reviewers<T extends Prisma.ChangeRequest$reviewersArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.ChangeRequest$reviewersArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewerPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    reviews<T extends Prisma.ChangeRequest$reviewsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.ChangeRequest$reviewsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestReviewPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    comments<T extends Prisma.ChangeRequest$commentsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.ChangeRequest$commentsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
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
 * Fields of the ChangeRequest model
 */
export interface ChangeRequestFieldRefs {
    readonly id: Prisma.FieldRef<"ChangeRequest", 'String'>;
    readonly spaceId: Prisma.FieldRef<"ChangeRequest", 'String'>;
    readonly organizationId: Prisma.FieldRef<"ChangeRequest", 'String'>;
    readonly number: Prisma.FieldRef<"ChangeRequest", 'Int'>;
    readonly status: Prisma.FieldRef<"ChangeRequest", 'ChangeRequestStatus'>;
    readonly subject: Prisma.FieldRef<"ChangeRequest", 'String'>;
    readonly description: Prisma.FieldRef<"ChangeRequest", 'Json'>;
    readonly createdById: Prisma.FieldRef<"ChangeRequest", 'String'>;
    readonly revisionId: Prisma.FieldRef<"ChangeRequest", 'String'>;
    readonly revisionInitialId: Prisma.FieldRef<"ChangeRequest", 'String'>;
    readonly revisionMergedAncestorId: Prisma.FieldRef<"ChangeRequest", 'String'>;
    readonly revisionMergedId: Prisma.FieldRef<"ChangeRequest", 'String'>;
    readonly conversationsIssuesCluster: Prisma.FieldRef<"ChangeRequest", 'String'>;
    readonly createdAt: Prisma.FieldRef<"ChangeRequest", 'DateTime'>;
    readonly updatedAt: Prisma.FieldRef<"ChangeRequest", 'DateTime'>;
}
/**
 * ChangeRequest findUnique
 */
export type ChangeRequestFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequest to fetch.
     */
    where: Prisma.ChangeRequestWhereUniqueInput;
};
/**
 * ChangeRequest findUniqueOrThrow
 */
export type ChangeRequestFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequest to fetch.
     */
    where: Prisma.ChangeRequestWhereUniqueInput;
};
/**
 * ChangeRequest findFirst
 */
export type ChangeRequestFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequest to fetch.
     */
    where?: Prisma.ChangeRequestWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequests to fetch.
     */
    orderBy?: Prisma.ChangeRequestOrderByWithRelationInput | Prisma.ChangeRequestOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ChangeRequests.
     */
    cursor?: Prisma.ChangeRequestWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequests from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequests.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequests.
     */
    distinct?: Prisma.ChangeRequestScalarFieldEnum | Prisma.ChangeRequestScalarFieldEnum[];
};
/**
 * ChangeRequest findFirstOrThrow
 */
export type ChangeRequestFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequest to fetch.
     */
    where?: Prisma.ChangeRequestWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequests to fetch.
     */
    orderBy?: Prisma.ChangeRequestOrderByWithRelationInput | Prisma.ChangeRequestOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ChangeRequests.
     */
    cursor?: Prisma.ChangeRequestWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequests from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequests.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequests.
     */
    distinct?: Prisma.ChangeRequestScalarFieldEnum | Prisma.ChangeRequestScalarFieldEnum[];
};
/**
 * ChangeRequest findMany
 */
export type ChangeRequestFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    /**
     * Filter, which ChangeRequests to fetch.
     */
    where?: Prisma.ChangeRequestWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ChangeRequests to fetch.
     */
    orderBy?: Prisma.ChangeRequestOrderByWithRelationInput | Prisma.ChangeRequestOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing ChangeRequests.
     */
    cursor?: Prisma.ChangeRequestWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ChangeRequests from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ChangeRequests.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ChangeRequests.
     */
    distinct?: Prisma.ChangeRequestScalarFieldEnum | Prisma.ChangeRequestScalarFieldEnum[];
};
/**
 * ChangeRequest create
 */
export type ChangeRequestCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    /**
     * The data needed to create a ChangeRequest.
     */
    data: Prisma.XOR<Prisma.ChangeRequestCreateInput, Prisma.ChangeRequestUncheckedCreateInput>;
};
/**
 * ChangeRequest createMany
 */
export type ChangeRequestCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many ChangeRequests.
     */
    data: Prisma.ChangeRequestCreateManyInput | Prisma.ChangeRequestCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * ChangeRequest createManyAndReturn
 */
export type ChangeRequestCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * The data used to create many ChangeRequests.
     */
    data: Prisma.ChangeRequestCreateManyInput | Prisma.ChangeRequestCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * ChangeRequest update
 */
export type ChangeRequestUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    /**
     * The data needed to update a ChangeRequest.
     */
    data: Prisma.XOR<Prisma.ChangeRequestUpdateInput, Prisma.ChangeRequestUncheckedUpdateInput>;
    /**
     * Choose, which ChangeRequest to update.
     */
    where: Prisma.ChangeRequestWhereUniqueInput;
};
/**
 * ChangeRequest updateMany
 */
export type ChangeRequestUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update ChangeRequests.
     */
    data: Prisma.XOR<Prisma.ChangeRequestUpdateManyMutationInput, Prisma.ChangeRequestUncheckedUpdateManyInput>;
    /**
     * Filter which ChangeRequests to update
     */
    where?: Prisma.ChangeRequestWhereInput;
    /**
     * Limit how many ChangeRequests to update.
     */
    limit?: number;
};
/**
 * ChangeRequest updateManyAndReturn
 */
export type ChangeRequestUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * The data used to update ChangeRequests.
     */
    data: Prisma.XOR<Prisma.ChangeRequestUpdateManyMutationInput, Prisma.ChangeRequestUncheckedUpdateManyInput>;
    /**
     * Filter which ChangeRequests to update
     */
    where?: Prisma.ChangeRequestWhereInput;
    /**
     * Limit how many ChangeRequests to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * ChangeRequest upsert
 */
export type ChangeRequestUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    /**
     * The filter to search for the ChangeRequest to update in case it exists.
     */
    where: Prisma.ChangeRequestWhereUniqueInput;
    /**
     * In case the ChangeRequest found by the `where` argument doesn't exist, create a new ChangeRequest with this data.
     */
    create: Prisma.XOR<Prisma.ChangeRequestCreateInput, Prisma.ChangeRequestUncheckedCreateInput>;
    /**
     * In case the ChangeRequest was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.ChangeRequestUpdateInput, Prisma.ChangeRequestUncheckedUpdateInput>;
};
/**
 * ChangeRequest delete
 */
export type ChangeRequestDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    /**
     * Filter which ChangeRequest to delete.
     */
    where: Prisma.ChangeRequestWhereUniqueInput;
};
/**
 * ChangeRequest deleteMany
 */
export type ChangeRequestDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ChangeRequests to delete
     */
    where?: Prisma.ChangeRequestWhereInput;
    /**
     * Limit how many ChangeRequests to delete.
     */
    limit?: number;
};
/**
 * ChangeRequest.contributors
 */
export type ChangeRequest$contributorsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestContributor
     */
    select?: Prisma.ChangeRequestContributorSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestContributor
     */
    omit?: Prisma.ChangeRequestContributorOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestContributorInclude<ExtArgs> | null;
    where?: Prisma.ChangeRequestContributorWhereInput;
    orderBy?: Prisma.ChangeRequestContributorOrderByWithRelationInput | Prisma.ChangeRequestContributorOrderByWithRelationInput[];
    cursor?: Prisma.ChangeRequestContributorWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.ChangeRequestContributorScalarFieldEnum | Prisma.ChangeRequestContributorScalarFieldEnum[];
};
/**
 * ChangeRequest.reviewers
 */
export type ChangeRequest$reviewersArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReviewer
     */
    select?: Prisma.ChangeRequestReviewerSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReviewer
     */
    omit?: Prisma.ChangeRequestReviewerOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewerInclude<ExtArgs> | null;
    where?: Prisma.ChangeRequestReviewerWhereInput;
    orderBy?: Prisma.ChangeRequestReviewerOrderByWithRelationInput | Prisma.ChangeRequestReviewerOrderByWithRelationInput[];
    cursor?: Prisma.ChangeRequestReviewerWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.ChangeRequestReviewerScalarFieldEnum | Prisma.ChangeRequestReviewerScalarFieldEnum[];
};
/**
 * ChangeRequest.reviews
 */
export type ChangeRequest$reviewsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequestReview
     */
    select?: Prisma.ChangeRequestReviewSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequestReview
     */
    omit?: Prisma.ChangeRequestReviewOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestReviewInclude<ExtArgs> | null;
    where?: Prisma.ChangeRequestReviewWhereInput;
    orderBy?: Prisma.ChangeRequestReviewOrderByWithRelationInput | Prisma.ChangeRequestReviewOrderByWithRelationInput[];
    cursor?: Prisma.ChangeRequestReviewWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.ChangeRequestReviewScalarFieldEnum | Prisma.ChangeRequestReviewScalarFieldEnum[];
};
/**
 * ChangeRequest.comments
 */
export type ChangeRequest$commentsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    where?: Prisma.CommentWhereInput;
    orderBy?: Prisma.CommentOrderByWithRelationInput | Prisma.CommentOrderByWithRelationInput[];
    cursor?: Prisma.CommentWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.CommentScalarFieldEnum | Prisma.CommentScalarFieldEnum[];
};
/**
 * ChangeRequest without action
 */
export type ChangeRequestDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
};
